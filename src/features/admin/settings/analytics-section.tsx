// The analytics providers the board’s pages load; each runs only where the plan includes it.
import { SimpleGrid, Switch, TextInput } from '@mantine/core';
import { ConsentCount } from './consent-count';
import { SettingsSection, type SectionProps } from './settings-section';

export function AnalyticsSection({ values, errors, onChange }: SectionProps) {
  return (
    <SettingsSection
      title="Analytics"
      description="Providers load on the board’s pages only where your plan includes them."
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Google Tag Manager container"
          placeholder="GTM-K7P2QX9"
          value={values.gtmContainerId}
          onChange={(e) => onChange({ gtmContainerId: e.currentTarget.value.toUpperCase() })}
          error={errors.gtmContainerId}
        />
        <TextInput
          label="Onboarding pages’ container"
          placeholder="GTM-K7P2QX9"
          value={values.gtmOnboardingContainerId}
          onChange={(e) => onChange({ gtmOnboardingContainerId: e.currentTarget.value.toUpperCase() })}
          error={errors.gtmOnboardingContainerId}
        />
        <TextInput
          label="PostHog project key"
          placeholder="phc_…"
          value={values.posthogApiKey}
          onChange={(e) => onChange({ posthogApiKey: e.currentTarget.value })}
          error={errors.posthogApiKey}
        />
        <TextInput
          label="PostHog host"
          placeholder="https://eu.i.posthog.com"
          value={values.posthogHost}
          onChange={(e) => onChange({ posthogHost: e.currentTarget.value })}
          error={errors.posthogHost}
        />
      </SimpleGrid>
      <Switch
        label="First-party analytics"
        description="The board’s own beacon counts page views, with no third party."
        checked={values.firstPartyEnabled}
        onChange={(e) => onChange({ firstPartyEnabled: e.currentTarget.checked })}
      />
      <Switch
        label="Consent needed before analytics"
        description="Visitors see a cookie banner, and no provider loads or stores an identifier until they allow it. Required in the EU and the UK."
        checked={values.consentRequired}
        onChange={(e) => onChange({ consentRequired: e.currentTarget.checked })}
      />
      <TextInput
        label="Cookie policy version"
        description="Change it when your cookie policy changes: every visitor is asked again."
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
