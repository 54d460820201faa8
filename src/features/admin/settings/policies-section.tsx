// How the board treats reviews, candidate search and job alerts.
import { Radio, Stack, Switch } from '@mantine/core';
import { SettingsSection, type SectionProps } from './settings-section';

export function PoliciesSection({ values, onChange }: SectionProps) {
  return (
    <SettingsSection title="Policies" description="What the board allows, and what waits for an admin.">
      <Radio.Group
        label="Company reviews"
        value={values.reviewModeration}
        onChange={(v) => onChange({ reviewModeration: v === 'before' ? 'before' : 'after' })}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="after" label="Publish at once; admins may hide a review later" />
          <Radio value="before" label="Hold new reviews until an admin publishes them" />
        </Stack>
      </Radio.Group>
      <Switch
        label="Gender filter in candidate search"
        description="Lets employers filter candidates by gender; every such search is audited."
        checked={values.sensitiveSearchFilters}
        onChange={(e) => onChange({ sensitiveSearchFilters: e.currentTarget.checked })}
      />
      <Switch
        label="Job alerts for guests"
        description="Lets visitors who are not signed in subscribe to job alerts, confirmed by e-mail."
        checked={values.guestJobAlerts}
        onChange={(e) => onChange({ guestJobAlerts: e.currentTarget.checked })}
      />
    </SettingsSection>
  );
}
