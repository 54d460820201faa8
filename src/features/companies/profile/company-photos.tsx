// "Photos": the company's photos in a responsive grid, in the company's order. Thumbnails load
// lazily inside a reserved 4:3 box (no layout shift); a click opens the photo larger in a dialog,
// with previous and next. Left out when the company has none.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Paper, SimpleGrid, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import type { Company } from '@generated/api/model';
import { AppModal } from '@/components/ui/app-modal';

const thumbStyle = {
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  background: 'var(--mantine-color-gray-1)',
} as const;

export function CompanyPhotos({ company }: { company: Company }) {
  const photos = company.photos ?? [];
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const alt = (i: number) => t`Photo ${i + 1} of ${company.name}`;
  const shown = open === null ? null : photos[open];
  const shownPhoto = open === null ? 0 : open + 1;
  const photoCount = photos.length;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="company-photos-heading"
    >
      <Title order={2} fz="lg" mb="md" id="company-photos-heading">
        <Trans>Photos</Trans>
      </Title>
      <SimpleGrid component="ul" cols={{ base: 2, sm: 3 }} spacing="sm" m={0} p={0}>
        {photos.map((uri, i) => (
          <li key={uri} style={{ listStyle: 'none' }}>
            <UnstyledButton
              onClick={() => setOpen(i)}
              aria-haspopup="dialog"
              display="block"
              w="100%"
              style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
            >
              <img src={uri} alt={alt(i)} width={400} height={300} loading="lazy" decoding="async" style={thumbStyle} />
            </UnstyledButton>
          </li>
        ))}
      </SimpleGrid>
      <AppModal
        opened={shown !== null && shown !== undefined}
        onClose={() => setOpen(null)}
        title={open === null ? undefined : alt(open)}
        size="5xl"
        fullScreenOnMobile
        footer={
          photos.length > 1 && open !== null ? (
            <Group justify="space-between" w="100%">
              <Text fz="sm" c="dimmed">
                <Trans>
                  {shownPhoto} of {photoCount}
                </Trans>
              </Text>
              <Group gap="sm">
                <Button variant="default" disabled={open === 0} onClick={() => setOpen(open - 1)}>
                  <Trans>Previous</Trans>
                </Button>
                <Button variant="default" disabled={open === photos.length - 1} onClick={() => setOpen(open + 1)}>
                  <Trans>Next</Trans>
                </Button>
              </Group>
            </Group>
          ) : undefined
        }
      >
        {shown && open !== null ? (
          <img
            src={shown}
            alt={alt(open)}
            style={{
              display: 'block',
              width: '100%',
              maxHeight: '75vh',
              objectFit: 'contain',
              borderRadius: 'var(--mantine-radius-md)',
            }}
          />
        ) : null}
      </AppModal>
    </Paper>
  );
}
