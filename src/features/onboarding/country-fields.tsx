// Country and time zone of the new board, from the onboarding countries call. The time-zone list
// follows the chosen country; a country with one zone picks it by itself.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Select, SimpleGrid, Text } from '@mantine/core';
import type { OnboardingCountry } from '@generated/api/model';

type Props = {
  countries: OnboardingCountry[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  countryCode: string;
  timezone: string;
  countryError?: string;
  timezoneError?: string;
  onCountry: (code: string, zones: string[]) => void;
  onTimezone: (zone: string) => void;
  onBlur: (field: 'countryCode' | 'timezone') => void;
};

export function zoneLabel(zone: { zoneName: string; gmtOffsetName: string }): string {
  return `${zone.zoneName.replace(/_/g, ' ')} (${zone.gmtOffsetName})`;
}

export function CountryFields(props: Props) {
  const { countries, loading, failed, countryCode, timezone } = props;
  if (failed)
    return (
      <Alert color="red" variant="light" title={t`We could not load the list of countries`}>
        <Group justify="space-between" gap="sm">
          <Text size="sm">
            <Trans>Check your connection and try again.</Trans>
          </Text>
          <Button size="xs" variant="filled" color="red.8" onClick={props.onRetry}>
            <Trans>Try again</Trans>
          </Button>
        </Group>
      </Alert>
    );
  const country = countries?.find((c) => c.isoCode === countryCode);
  const zones = country?.timezones ?? [];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select
        id="signup-countryCode"
        label="Country"
        placeholder={loading ? 'Loading countries…' : 'Choose a country'}
        data={(countries ?? []).map((c) => ({ value: c.isoCode, label: c.name }))}
        value={countryCode || null}
        onChange={(code) => {
          const picked = countries?.find((c) => c.isoCode === code);
          props.onCountry(code ?? '', picked?.timezones.map((z) => z.zoneName) ?? []);
        }}
        onBlur={() => props.onBlur('countryCode')}
        searchable
        allowDeselect={false}
        nothingFoundMessage="No country matches"
        disabled={loading}
        error={props.countryError}
        required
        autoComplete="off"
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        id="signup-timezone"
        label="Time zone"
        placeholder={country ? 'Choose a time zone' : 'Choose a country first'}
        data={zones.map((z) => ({ value: z.zoneName, label: zoneLabel(z) }))}
        value={timezone || null}
        onChange={(zone) => props.onTimezone(zone ?? '')}
        onBlur={() => props.onBlur('timezone')}
        disabled={loading || !country}
        allowDeselect={false}
        error={props.timezoneError}
        required
        autoComplete="off"
      />
    </SimpleGrid>
  );
}

/** The visitor's own zone, to propose their country before they pick one. */
export function guessCountry(countries: OnboardingCountry[]): { code: string; zone: string } | null {
  let zone: string;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return null;
  }
  const hit = countries.find((c) => c.timezones.some((z) => z.zoneName === zone));
  return hit ? { code: hit.isoCode, zone } : null;
}
