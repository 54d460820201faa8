// A job category as a tile: its icon (or a generic one), its name and how many jobs are open.
import { plural, t } from '@lingui/core/macro';
import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Category } from '@generated/api/model';
import classes from '@/components/ui/hover-card.module.css';
import { GridIcon } from '@/components/ui/line-icons';
import { formatNumber } from '@/lib/format/numbers';

export function jobCountLabel(count: number): string {
  if (count === 0) return t`No open jobs`;
  const n = formatNumber(count);
  return plural(count, { one: `${n} open job`, other: `${n} open jobs` });
}

/** The category's own icon, or a generic one when it has none or it cannot be loaded. */
function CategoryIcon({ src }: { src: string | null }) {
  const [broken, setBroken] = useState(false);
  return (
    <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
      {src && !broken ? (
        <img src={src} alt="" width={24} height={24} style={{ objectFit: 'contain' }} onError={() => setBroken(true)} />
      ) : (
        <GridIcon size={22} />
      )}
    </ThemeIcon>
  );
}

export function CategoryCard({ category, withDescription = false }: { category: Category; withDescription?: boolean }) {
  return (
    <Card
      padding="lg"
      h="100%"
      renderRoot={(props) => <Link {...props} to="/job-category" search={{ slug: category.slug }} />}
      style={{ textDecoration: 'none', color: 'inherit' }}
      className={classes.card}
    >
      <Group gap="md" wrap="nowrap" align="flex-start">
        <CategoryIcon src={category.icon} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={650} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
            {category.name}
          </Text>
          <Text fz="sm" c="dimmed">
            {jobCountLabel(category.jobCount)}
          </Text>
          {withDescription && category.description ? (
            <Text fz="sm" c="dark.4" mt={4} lineClamp={2}>
              {category.description}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
}
