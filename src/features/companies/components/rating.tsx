import { Group, Text, VisuallyHidden } from '@mantine/core';
import { reviewCount } from '@/lib/format/review-count';
import { StarIcon } from '@/components/ui/line-icons';

/** '★ 4.2 · 50+ reviews'; 'No reviews yet' without a rating. */
export function Rating({ rating, count }: { rating: number | null; count: number }) {
  if (rating === null)
    return (
      <Text fz="sm" c="dimmed">
        No reviews yet
      </Text>
    );
  const reviews = reviewCount(count);
  return (
    <Group gap={4} wrap="nowrap">
      <VisuallyHidden>{`Rated ${rating.toFixed(1)} out of 5 from ${reviews} ${count === 1 ? 'review' : 'reviews'}`}</VisuallyHidden>
      <StarIcon size={16} color="var(--mantine-color-yellow-6)" />
      <Text fz="sm" fw={600} aria-hidden>
        {rating.toFixed(1)}
      </Text>
      <Text fz="sm" c="dimmed" aria-hidden>
        · {reviews} {count === 1 ? 'review' : 'reviews'}
      </Text>
    </Group>
  );
}
