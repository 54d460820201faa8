// Deleting one's own review, after a confirmation: the review leaves the page and the rating,
// and a new one may be written.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import { useSoftDeleteReviews } from '@generated/api/reviews/reviews';
import { AppModal } from '@/components/ui/app-modal';

type Props = { reviewId: string; onClose: () => void; onDeleted: (message: string) => void };

export function DeleteReviewModal({ reviewId, onClose, onDeleted }: Props) {
  const remove = useSoftDeleteReviews();
  return (
    <AppModal
      opened
      onClose={onClose}
      title={t`Delete your review?`}
      size="md"
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            <Trans>Keep it</Trans>
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate({ data: { ids: [reviewId] } }, { onSuccess: (res) => onDeleted(res.message) })}
          >
            <Trans>Delete review</Trans>
          </Button>
        </>
      }
    >
      <Text fz="sm">
        <Trans>It will no longer be shown or counted in the rating. You can write a new one afterwards.</Trans>
      </Text>
    </AppModal>
  );
}
