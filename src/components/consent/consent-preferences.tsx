// The cookie preferences (docs/consent.md), opened from the banner or the footer's "Cookie
// preferences": necessary storage always on, analytics and marketing as the visitor chooses, each
// saying which of the board's providers it covers. Saving records the choice like the banner does.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import type { Settings } from '@generated/api/model';
import { AppModal } from '@/components/ui/app-modal';
import { consentFor, setConsentPreferencesOpen } from '@/lib/consent/consent-store';
import { chooseConsent } from './choose-consent';

/** The providers the board runs under analytics, named for the visitor. */
function analyticsProviders(analytics: Settings['analytics']): string {
  const names = [
    analytics.gtm.containerId || analytics.gtm.onboardingContainerId ? t`Google Tag Manager` : null,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a product name, the same in every language
    analytics.posthog.apiKey ? 'PostHog' : null,
    analytics.firstParty.enabled ? t`the board’s own statistics` : null,
  ].filter(Boolean);
  return names.join(', ');
}

export function ConsentPreferences({
  policyVersion,
  analytics,
}: {
  policyVersion: string;
  analytics: Settings['analytics'];
}) {
  const current = consentFor(policyVersion);
  const [analyticsOn, setAnalyticsOn] = useState(current?.analytics ?? false);
  const [marketingOn, setMarketingOn] = useState(current?.marketing ?? false);
  const close = () => setConsentPreferencesOpen(false);
  const choose = (choice: { analytics: boolean; marketing: boolean }) => {
    chooseConsent(choice, policyVersion);
    close();
  };
  const tagManager = Boolean(analytics.gtm.containerId || analytics.gtm.onboardingContainerId);
  return (
    <AppModal
      opened
      onClose={close}
      title={t`Cookie preferences`}
      size="lg"
      footer={
        <>
          <Button variant="default" onClick={() => choose({ analytics: false, marketing: false })}>
            <Trans>Reject all</Trans>
          </Button>
          <Button variant="default" onClick={() => choose({ analytics: true, marketing: true })}>
            <Trans>Accept all</Trans>
          </Button>
          <Button onClick={() => choose({ analytics: analyticsOn, marketing: marketingOn })}>
            <Trans>Save choices</Trans>
          </Button>
        </>
      }
    >
      <Stack gap="lg">
        <Text size="sm">
          <Trans>
            Choose what this board may store in your browser. Your choice is kept on this device and can be changed at
            any time.
          </Trans>
        </Text>
        <Switch
          checked
          disabled
          readOnly
          label={t`Necessary`}
          description={t`Keeps you signed in, remembers this choice and protects forms. Always on.`}
        />
        <Switch
          checked={analyticsOn}
          onChange={(e) => setAnalyticsOn(e.currentTarget.checked)}
          label={t`Analytics`}
          description={t`Counts visits and how the board is used, with ${analyticsProviders(analytics)}.`}
        />
        <Switch
          checked={marketingOn}
          onChange={(e) => setMarketingOn(e.currentTarget.checked)}
          label={t`Marketing`}
          description={
            tagManager
              ? t`Lets advertising tags measure ads and personalise them (Google’s ad signals).`
              : t`Lets advertising measure which ads brought you here.`
          }
        />
      </Stack>
    </AppModal>
  );
}
