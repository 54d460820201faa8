// The cookie preferences (docs/consent.md), opened from the banner or the footer's "Cookie
// preferences": necessary storage always on, analytics and marketing as the visitor chooses, each
// saying which of the board's providers it covers. Saving records the choice like the banner does.
import { Button, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import type { Settings } from '@generated/api/model';
import { AppModal } from '@/components/ui/app-modal';
import { consentFor, setConsentPreferencesOpen } from '@/lib/consent/consent-store';
import { chooseConsent } from './choose-consent';

/** The providers the board runs under analytics, named for the visitor. */
function analyticsProviders(analytics: Settings['analytics']): string {
  const names = [
    analytics.gtm.containerId || analytics.gtm.onboardingContainerId ? 'Google Tag Manager' : null,
    analytics.posthog.apiKey ? 'PostHog' : null,
    analytics.firstParty.enabled ? 'the board’s own statistics' : null,
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
      title="Cookie preferences"
      size="lg"
      footer={
        <>
          <Button variant="default" onClick={() => choose({ analytics: false, marketing: false })}>
            Reject all
          </Button>
          <Button variant="default" onClick={() => choose({ analytics: true, marketing: true })}>
            Accept all
          </Button>
          <Button onClick={() => choose({ analytics: analyticsOn, marketing: marketingOn })}>Save choices</Button>
        </>
      }
    >
      <Stack gap="lg">
        <Text size="sm">
          Choose what this board may store in your browser. Your choice is kept on this device and can be changed at any
          time.
        </Text>
        <Switch
          checked
          disabled
          readOnly
          label="Necessary"
          description="Keeps you signed in, remembers this choice and protects forms. Always on."
        />
        <Switch
          checked={analyticsOn}
          onChange={(e) => setAnalyticsOn(e.currentTarget.checked)}
          label="Analytics"
          description={`Counts visits and how the board is used, with ${analyticsProviders(analytics)}.`}
        />
        <Switch
          checked={marketingOn}
          onChange={(e) => setMarketingOn(e.currentTarget.checked)}
          label="Marketing"
          description={
            tagManager
              ? 'Lets advertising tags measure ads and personalise them (Google’s ad signals).'
              : 'Lets advertising measure which ads brought you here.'
          }
        />
      </Stack>
    </AppModal>
  );
}
