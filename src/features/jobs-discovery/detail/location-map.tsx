// The map of a job's place, loaded when the visitor presses "Show map" (docs/maps.md). Google Maps
// sets Google's own cookies, so on a board that asks before tracking (its consent setting) the
// frame loads only once the visitor has allowed marketing cookies, the category docs/consent.md
// gives third parties' advertising cookies; until then the card says so and offers to allow them or
// to open the preferences. A choice taken back removes the frame again.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { Settings } from '@generated/api/model';
import { mapsEmbedUrl } from '@shared/maps/google-maps.ts';
import { consentPolicyOf } from '@/lib/consent/consent-policy';
import { consentFor, onConsentChange, setConsentPreferencesOpen, storedConsent } from '@/lib/consent/consent-store';

type Props = { apiKey: string; place: string; settings: Settings; height: number };

/** Whether the board asks before third parties' cookies: its consent setting, on unless turned off. */
const asksFirst = (settings: Settings) => settings.consent.required !== false;

function ConsentNeeded({ settings, height }: { settings: Settings; height: number }) {
  const note = useRef<HTMLDivElement>(null);
  // The note replaces the button just pressed: keyboard and screen reader users land on it.
  useEffect(() => note.current?.focus(), []);
  const policyVersion = settings.consent.policyVersion;
  const allow = async () => {
    const { chooseConsent } = await import('@/components/consent/choose-consent');
    chooseConsent({ analytics: consentFor(policyVersion)?.analytics ?? false, marketing: true }, policyVersion);
  };
  // The preferences dialog is on the page only where the board has analytics to ask about.
  const preferences = consentPolicyOf(settings).needed;
  return (
    <Stack
      ref={note}
      tabIndex={-1}
      mih={height}
      justify="center"
      gap="sm"
      p="md"
      bg="var(--mantine-color-default-hover)"
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <Text fz="sm">
        <Trans>
          The map comes from Google Maps, which sets Google’s own cookies. This board counts them as marketing cookies:
          allow them to see the map here, or open the address in Google Maps.
        </Trans>
      </Text>
      <Group gap="sm">
        <Button onClick={() => void allow()}>
          <Trans>Allow marketing cookies</Trans>
        </Button>
        {preferences ? (
          <Button variant="default" onClick={() => setConsentPreferencesOpen(true)}>
            <Trans>Cookie preferences</Trans>
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

const noChoice = () => null;

export function LocationMap({ apiKey, place, settings, height }: Props) {
  // Read again after every choice, so allowing shows the map at once and taking it back hides it.
  const stored = useSyncExternalStore(onConsentChange, storedConsent, noChoice);
  const policyVersion = settings.consent.policyVersion;
  const allowed = !asksFirst(settings) || (stored?.version === policyVersion && stored.marketing);
  if (!allowed) return <ConsentNeeded settings={settings} height={height} />;
  return (
    <iframe
      title={t`Map of ${place}`}
      src={mapsEmbedUrl(apiKey, place)}
      width="100%"
      height={height}
      style={{ border: 0, display: 'block', borderRadius: 'var(--mantine-radius-sm)' }}
      loading="lazy"
      allowFullScreen
      // The key is restricted to the board's hosts, which Google checks on the referrer: send the
      // board's origin, never the page's path.
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
