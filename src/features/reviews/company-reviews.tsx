// The Reviews section of a company's public profile: the rating summary, the reviews (newest or
// best rated first, paged) with the company's replies, and for a signed-in job seeker "Write a
// review", or their own review to edit or delete. Left out when the board's plan has no company
// reviews.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import type { Review } from '@generated/api/model';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { StarIcon } from '@/components/ui/line-icons';
import { LoadingState } from '@/components/ui/loading-state';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { useFeature } from '@/lib/plans/use-feature';
import { useSession } from '@/lib/session/session';
import { toast } from '@/lib/toast/toast';
import { DeleteReviewModal } from './delete-review';
import { ReviewCard } from './review-card';
import { ReviewSort, type ReviewSortKey } from './review-sort';
import { ReviewFormModal } from './review-form';
import { ReviewSummary } from './review-summary';
import { useInvalidateReviews, usePaging, useReviewList } from './use-review-list';

type Props = { companyId: string; companyName: string };

export function CompanyReviews(props: Props) {
  const feature = useFeature('company_reviews');
  if (!feature.allowed) return null;
  return <ReviewsSection {...props} />;
}

function ReviewsSection({ companyId, companyName }: Props) {
  const session = useSession();
  const isCandidate = session?.user.role === 'candidate';
  const [sortBy, setSortBy] = useState<ReviewSortKey>('createdAt');
  const [paging, setPaging, firstPage] = usePaging();
  const [editing, setEditing] = useState<Review | 'new' | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const invalidate = useInvalidateReviews();
  const list = useReviewList({ companyId, sortBy, sortOrder: 'desc', ...paging });
  // A job seeker's own reviews (few), to know whether they already reviewed this company.
  const own = useReviewList({ limit: 50 }, isCandidate);
  const mine = own.data?.data.items.find((r) => r.companyId === companyId) ?? null;

  const saved = (message: string) => {
    setEditing(null);
    toast(message);
    void invalidate();
  };
  const data = list.data?.data;

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="company-reviews-heading"
      id="reviews"
      style={{ scrollMarginTop: 80 }}
    >
      <Group justify="space-between" align="center" mb="md" gap="sm">
        <Title order={2} fz="lg" id="company-reviews-heading">
          <Trans>Reviews of {companyName}</Trans>
        </Title>
        {isCandidate && own.data ? (
          mine ? (
            <Button variant="light" onClick={() => setEditing(mine)}>
              <Trans>Edit your review</Trans>
            </Button>
          ) : (
            <Button leftSection={<StarIcon size={16} />} onClick={() => setEditing('new')}>
              <Trans>Write a review</Trans>
            </Button>
          )
        ) : null}
      </Group>
      {!data ? (
        list.isError ? (
          <ErrorState
            compact
            title={t`We could not load the reviews`}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : (
          <LoadingState rows={2} label={t`Loading the reviews…`} />
        )
      ) : (
        <Stack gap="lg">
          <ReviewSummary summary={data.summary} />
          {data.items.length === 0 ? (
            <EmptyState
              compact
              icon={<StarIcon size={22} />}
              title={t`No reviews yet`}
              text={
                isCandidate
                  ? t`Worked at ${companyName}? Be the first to tell job seekers what it is like.`
                  : session
                    ? undefined
                    : t`Job seekers who applied here or verified their e-mail address can review this company.`
              }
            />
          ) : (
            <>
              <ReviewSort
                value={sortBy}
                onChange={(next) => {
                  setSortBy(next);
                  firstPage();
                }}
              />
              <Stack gap="sm" aria-busy={list.isFetching}>
                {data.items.map((review) => (
                  <ReviewCard
                    key={review._id}
                    review={review}
                    replyHeading={t`Reply from ${companyName}`}
                    actions={
                      review.isMine ? (
                        <>
                          <Button size="xs" variant="default" onClick={() => setEditing(review)}>
                            <Trans>Edit</Trans>
                          </Button>
                          <Button size="xs" variant="light" color="red" onClick={() => setDeleting(review._id)}>
                            <Trans>Delete</Trans>
                          </Button>
                        </>
                      ) : null
                    }
                  />
                ))}
              </Stack>
              <PaginationBar
                page={data.pagination.page}
                limit={data.pagination.limit}
                total={data.pagination.total}
                onChange={setPaging}
              />
            </>
          )}
        </Stack>
      )}
      {editing ? (
        <ReviewFormModal
          companyId={companyId}
          companyName={companyName}
          review={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={saved}
          onRefused={() => void invalidate()}
        />
      ) : null}
      {deleting ? (
        <DeleteReviewModal
          reviewId={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(message) => {
            setDeleting(null);
            toast(message);
            void invalidate();
          }}
        />
      ) : null}
    </Paper>
  );
}
