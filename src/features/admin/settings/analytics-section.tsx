// The analytics providers the board’s pages load; each runs only where the plan includes it.
import { t } from '@lingui/core/macro';
import { SimpleGrid, Switch, TextInput } from '@mantine/core';
import { ConsentCount } from './consent-count';
import { SettingsSection, type SectionProps } from './settings-section';

export function AnalyticsSection({ values, errors, onChange }: SectionProps) {
  return (
    <SettingsSection
      title={t`Analytics`}
      description={t`Providers load on the board’s pages only where your plan includes them.`}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t`Google Tag Manager container`}
          placeholder={t`GTM-K7P2QX9`}
          value={values.gtmContainerId}
          onChange={(e) => onChange({ gtmContainerId: e.currentTarget.value.toUpperCase() })}
          error={errors.gtmContainerId}
        />
        <TextInput
          label={t`Onboarding pages’ container`}
          placeholder={t`GTM-K7P2QX9`}
          value={values.gtmOnboardingContainerId}
          onChange={(e) => onChange({ gtmOnboardingContainerId: e.currentTarget.value.toUpperCase() })}
          error={errors.gtmOnboardingContainerId}
        />
        <TextInput
          label={t`PostHog project key`}
          placeholder={t`phc_…`}
          value={values.posthogApiKey}
          onChange={(e) => onChange({ posthogApiKey: e.currentTarget.value })}
          error={errors.posthogApiKey}
        />
        <TextInput
          label={t`PostHog host`}
          placeholder="https://eu.i.posthog.com"
          value={values.posthogHost}
          onChange={(e) => onChange({ posthogHost: e.currentTarget.value })}
          error={errors.posthogHost}
        />
      </SimpleGrid>
      <Switch
        label={t`First-party analytics`}
        description={t`The board’s own beacon counts page views, with no third party.`}
        checked={values.firstPartyEnabled}
        onChange={(e) => onChange({ firstPartyEnabled: e.currentTarget.checked })}
      />
      <Switch
        label={t`Consent needed before analytics`}
        description={t`Visitors see a cookie banner, and no provider loads or stores an identifier until they allow it. Required in the EU and the UK.`}
        checked={values.consentRequired}
        onChange={(e) => onChange({ consentRequired: e.currentTarget.checked })}
      />
      <TextInput
        label={t`Cookie policy version`}
        description={t`Change it when your cookie policy changes: every visitor is asked again.`}
        placeholder="1"
        maw={320}
        value={values.consentPolicyVersion}
        onChange={(e) => onChange({ consentPolicyVersion: e.currentTarget.value })}
        error={errors.consentPolicyVersion}
      />
      <ConsentCount />
    </SettingsSection>
  );
}
