// "Location": the job's place on a map, for a board with a Google Maps key (docs/maps.md). It costs
// the first page nothing: the server and the browser both render a still placeholder with the
// address and "Show map" (the same markup for the same job and settings, so no hydration
// mismatch), and only pressing it loads the map's code (a lazy chunk) and, with consent, Google's
// frame. "Open in Google Maps" is a plain link and works without a key or consent.
import { Trans } from '@lingui/react/macro';
import { Anchor, Box, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useId, useState } from 'react';
import type { Job } from '@generated/api/model';
import { mapsSearchUrl } from '@shared/maps/google-maps.ts';
import { useTenantSettingsOnFirstPage } from '@/lib/tenancy/tenant-settings';
import { jobPlaceOf } from './job-place';

const LocationMap = lazy(() => import('./location-map').then((m) => ({ default: m.LocationMap })));

/** The map's height, the placeholder's too, so showing the map moves nothing below it. */
export const MAP_HEIGHT = 260;

function Placeholder({ place, onShow }: { place: string; onShow?: () => void }) {
  return (
    <Box
      h={MAP_HEIGHT}
      bg="var(--mantine-color-default-hover)"
      style={{ borderRadius: 'var(--mantine-radius-sm)', display: 'grid', placeItems: 'center', textAlign: 'center' }}
      p="md"
    >
      <Stack gap="sm" align="center">
        <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {place}
        </Text>
        <Button variant="light" onClick={onShow} loading={!onShow}>
          <Trans>Show map</Trans>
        </Button>
      </Stack>
    </Box>
  );
}

export function JobLocationCard({ job }: { job: Job }) {
  const settings = useTenantSettingsOnFirstPage().data?.data;
  const [shown, setShown] = useState(false);
  const headingId = useId();
  const apiKey = settings?.maps?.apiKey ?? null;
  const place = jobPlaceOf(job.location);
  if (!settings || !apiKey || !place) return null;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" mb="md" id={headingId}>
        <Trans>Location</Trans>
      </Title>
      {shown ? (
        <Suspense fallback={<Placeholder place={place} />}>
          <LocationMap apiKey={apiKey} place={place} settings={settings} height={MAP_HEIGHT} />
        </Suspense>
      ) : (
        <Placeholder place={place} onShow={() => setShown(true)} />
      )}
      <Anchor href={mapsSearchUrl(place)} target="_blank" rel="noopener noreferrer" fz="sm" mt="sm" display="block">
        <Trans>Open in Google Maps</Trans>
      </Anchor>
    </Paper>
  );
}
