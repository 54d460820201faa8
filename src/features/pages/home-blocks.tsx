// The board's own home page under the hero of the index route, once the board has published one
// (the page's boot record says so: shared/branding/boot.ts ownHome). Its blocks only: the hero
// already carries the page's heading and search.
import { t } from '@lingui/core/macro';
import { Box, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useGetPageData } from '@generated/api/pages/pages';
import { SILENT } from '@/lib/api/http';
import { STALE } from '@/lib/query/query-client';
import { BlockSlot } from './block-slot';

export default function HomeBlocks({ fallback }: { fallback: ReactNode }) {
  const home = useGetPageData({ slug: 'home' }, { query: { staleTime: STALE.medium }, request: SILENT });
  const page = home.data?.data;
  // The platform's sections stand in if the page cannot be had (or the board withdrew it since).
  if (home.isError || page?.isDefault) return <>{fallback}</>;
  if (!page)
    return (
      <Stack gap="xl" p="xl" aria-hidden>
        <Skeleton height={28} width={260} />
        <Skeleton height={220} />
      </Stack>
    );
  return (
    <Box aria-label={t`More on this board`} component="section">
      {page.blocks.map((block) => (
        <BlockSlot key={block._id} block={block} />
      ))}
    </Box>
  );
}
