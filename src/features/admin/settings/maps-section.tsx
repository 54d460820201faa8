// The board's Google Maps key (docs/maps.md): with it, a job's page offers a map of the job's place.
// A browser key travels to every visitor, so it is shown like the PostHog key, not kept write-only;
// what protects it is its restriction to the board's hosts in Google Cloud, which the note asks for.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Text, TextInput } from '@mantine/core';
import { SettingsSection, type SectionProps } from './settings-section';

export function MapsSection({ values, errors, onChange }: SectionProps) {
  return (
    <SettingsSection
      title={t`Maps`}
      description={t`With a key, each job’s page offers a map of the job’s place, loaded only when a visitor asks for it.`}
    >
      <TextInput
        label={t`Google Maps browser key`}
        description={t`Leave empty for no maps; an address still opens in Google Maps.`}
        placeholder={t`AIza…`}
        autoComplete="off"
        spellCheck={false}
        value={values.mapsApiKey}
        onChange={(e) => onChange({ mapsApiKey: e.currentTarget.value.trim() })}
        error={errors.mapsApiKey}
        maxLength={39}
      />
      <Text fz="sm" c="dimmed">
        <Trans>
          This key is sent to every visitor’s browser. In Google Cloud, restrict it to the board’s own web addresses
          (website restrictions) and to the Maps Embed API, so nobody else can use it.
        </Trans>
      </Text>
    </SettingsSection>
  );
}
