// The rating summary above a company's reviews: the average with stars, how many reviews ('50+'
// above 50) and how many gave each number of stars, as bars.
import { plural, t } from '@lingui/core/macro';
import { Box, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReviewSummary as Summary } from '@generated/api/model';
import { reviewCount } from '@/lib/format/review-count';
import { Stars } from './stars';

const STARS = [5, 4, 3, 2, 1] as const;

export function ReviewSummary({ summary }: { summary: Summary }) {
  const { average, count, distribution } = summary;
  const shown = reviewCount(count);
  return (
    <Group align="center" gap="xl" wrap="wrap" data-testid="review-summary">
      <Stack gap={4} align="center" miw={140}>
        <Text fz={40} fw={700} lh={1} aria-hidden>
          {average === null ? '–' : average.toFixed(1)}
        </Text>
        {average === null ? null : <Stars value={average} size="md" />}
        <Text fz="sm" c="dimmed">
          {count === 0 ? t`No reviews yet` : plural(count, { one: `${shown} review`, other: `${shown} reviews` })}
        </Text>
      </Stack>
      <Stack
        component="ul"
        gap={6}
        m={0}
        p={0}
        style={{ flex: '1 1 220px', listStyle: 'none' }}
        aria-label={t`Ratings`}
      >
        {STARS.map((star) => {
          const n = distribution[String(star) as keyof Summary['distribution']];
          const share = count ? Math.round((n / count) * 100) : 0;
          return (
            <Group component="li" key={star} gap="sm" wrap="nowrap">
              <VisuallyHidden>
                {`${plural(star, { one: `${star} star`, other: `${star} stars` })}: ${plural(n, { one: `${n} review`, other: `${n} reviews` })}`}
              </VisuallyHidden>
              <Text fz="sm" w={48} aria-hidden style={{ whiteSpace: 'nowrap' }}>
                {star} ★
              </Text>
              <Box
                aria-hidden
                h={8}
                style={{ flex: 1, borderRadius: 4, background: 'var(--mantine-color-gray-2)', overflow: 'hidden' }}
              >
                <Box h="100%" w={`${share}%`} style={{ background: 'var(--mantine-color-yellow-6)' }} />
              </Box>
              <Text fz="sm" c="dimmed" w={36} ta="right" aria-hidden>
                {n}
              </Text>
            </Group>
          );
        })}
      </Stack>
    </Group>
  );
}
