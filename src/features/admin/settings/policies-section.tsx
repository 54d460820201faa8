// How the board treats reviews, candidate search, job alerts and sign-in.
import { t } from '@lingui/core/macro';
import { Checkbox, Radio, Stack, Switch } from '@mantine/core';
import { useFeature } from '@/lib/plans/use-feature';
import { SettingsSection, type SectionProps } from './settings-section';

export function PoliciesSection({ values, onChange }: SectionProps) {
  const twoFactor = useFeature('two_factor_auth');
  return (
    <SettingsSection title={t`Policies`} description={t`What the board allows, and what waits for an admin.`}>
      <Radio.Group
        label={t`Company reviews`}
        value={values.reviewModeration}
        onChange={(v) => onChange({ reviewModeration: v === 'before' ? 'before' : 'after' })}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="after" label={t`Publish at once; admins may hide a review later`} />
          <Radio value="before" label={t`Hold new reviews until an admin publishes them`} />
        </Stack>
      </Radio.Group>
      <Switch
        label={t`Gender filter in candidate search`}
        description={t`Lets employers filter candidates by gender; every such search is audited.`}
        checked={values.sensitiveSearchFilters}
        onChange={(e) => onChange({ sensitiveSearchFilters: e.currentTarget.checked })}
      />
      <Switch
        label={t`Job alerts for guests`}
        description={t`Lets visitors who are not signed in subscribe to job alerts, confirmed by e-mail.`}
        checked={values.guestJobAlerts}
        onChange={(e) => onChange({ guestJobAlerts: e.currentTarget.checked })}
      />
      {twoFactor.allowed && (
        <Checkbox.Group
          label={t`Require two-factor sign-in`}
          description={t`People you tick must turn on an authenticator app before they can use their account.`}
          value={values.twoFactorRequiredFor}
          onChange={(v) => onChange({ twoFactorRequiredFor: v.filter((r) => r === 'employer' || r === 'admin') })}
        >
          <Stack gap="xs" mt="xs">
            <Checkbox value="employer" label={t`Employers and their team members`} />
            <Checkbox value="admin" label={t`Admins`} />
          </Stack>
        </Checkbox.Group>
      )}
    </SettingsSection>
  );
}
