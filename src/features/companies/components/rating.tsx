import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Group, Text, VisuallyHidden } from '@mantine/core';
import { reviewCount } from '@/lib/format/review-count';
import { StarIcon } from '@/components/ui/line-icons';

/** '★ 4.2 · 50+ reviews'; 'No reviews yet' without a rating. */
export function Rating({ rating, count }: { rating: number | null; count: number }) {
  if (rating === null)
    return (
      <Text fz="sm" c="dimmed">
        <Trans>No reviews yet</Trans>
      </Text>
    );
  const reviews = reviewCount(count);
  const score = rating.toFixed(1);
  return (
    <Group gap={4} wrap="nowrap">
      <VisuallyHidden>
        {plural(count, {
          one: `Rated ${score} out of 5 from ${reviews} review`,
          other: `Rated ${score} out of 5 from ${reviews} reviews`,
        })}
      </VisuallyHidden>
      <StarIcon size={16} color="var(--mantine-color-yellow-6)" />
      <Text fz="sm" fw={600} aria-hidden>
        {score}
      </Text>
      <Text fz="sm" c="dimmed" aria-hidden>
        {plural(count, { one: `· ${reviews} review`, other: `· ${reviews} reviews` })}
      </Text>
    </Group>
  );
}
