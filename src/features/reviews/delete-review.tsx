// Deleting one's own review, after a confirmation: the review leaves the page and the rating,
// and a new one may be written.
import { Button, Text } from '@mantine/core';
import { useSoftDeleteReviews } from '@generated/api/content/content';
import { AppModal } from '@/components/ui/app-modal';

type Props = { reviewId: string; onClose: () => void; onDeleted: (message: string) => void };

export function DeleteReviewModal({ reviewId, onClose, onDeleted }: Props) {
  const remove = useSoftDeleteReviews();
  return (
    <AppModal
      opened
      onClose={onClose}
      title="Delete your review?"
      size="md"
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            Keep it
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate({ data: { ids: [reviewId] } }, { onSuccess: (res) => onDeleted(res.message) })}
          >
            Delete review
          </Button>
        </>
      }
    >
      <Text fz="sm">It will no longer be shown or counted in the rating. You can write a new one afterwards.</Text>
    </AppModal>
  );
}
