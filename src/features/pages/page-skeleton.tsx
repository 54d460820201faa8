// Placeholders shaped like what replaces them: the page's title band while the page loads, and
// one block's outline (a heading and the block's usual height) while its component loads.
import { Trans } from '@lingui/react/macro';
import { Box, Container, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import type { BlockType } from '@generated/manifest';

/** Roughly how tall each block type renders on a desktop, so the page does not jump. */
const HEIGHTS: Record<BlockType, number> = {
  text: 160,
  spotlight: 150,
  browse_jobs: 420,
  call_to_action: 150,
  signup_form: 200,
  job_alert: 220,
  apps_link: 110,
  html: 140,
  browse_companies: 200,
  employer_pricing: 380,
  job_seekers_pricing: 380,
};

const GRIDS: Partial<Record<BlockType, number>> = { spotlight: 3, employer_pricing: 3, job_seekers_pricing: 3 };

export function BlockSkeleton({ type }: { type: BlockType }) {
  const columns = GRIDS[type];
  const height = HEIGHTS[type] ?? 160;
  return (
    <Container size="xl" py={{ base: 32, sm: 48 }} aria-hidden data-testid="block-skeleton">
      <Skeleton height={24} width={240} radius="sm" mb="lg" />
      {columns ? (
        <SimpleGrid cols={{ base: 1, sm: columns }} spacing="md">
          {Array.from({ length: columns }, (_, i) => (
            <Skeleton key={i} height={height} radius="md" />
          ))}
        </SimpleGrid>
      ) : (
        <Skeleton height={height} radius="md" />
      )}
    </Container>
  );
}

export function PageSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-live="polite">
      <VisuallyHidden>
        <Trans>Loading the page…</Trans>
      </VisuallyHidden>
      <Box bg="white" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }} aria-hidden>
        <Container size="xl" py={{ base: 32, sm: 48 }}>
          <Stack gap="sm">
            {/* eslint-disable lingui/no-unlocalized-strings -- CSS widths, not texts */}
            <Skeleton height={36} width="min(420px, 80%)" radius="sm" />
            <Skeleton height={14} width="min(560px, 95%)" radius="sm" />
            {/* eslint-enable lingui/no-unlocalized-strings */}
          </Stack>
        </Container>
      </Box>
      <BlockSkeleton type="text" />
      <BlockSkeleton type="text" />
    </Box>
  );
}
