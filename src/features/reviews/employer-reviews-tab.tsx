// Tab 4 of the employer's account (/employer/profile/reviews): what job seekers wrote about the
// company, with the rating summary, and the company's one reply to each.
import { t } from '@lingui/core/macro';
import { Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { StarIcon } from '@/components/ui/line-icons';
import { LoadingState } from '@/components/ui/loading-state';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { useFeature } from '@/lib/plans/use-feature';
import { toast } from '@/lib/toast/toast';
import { ReplyForm } from './reply-form';
import { ReviewCard } from './review-card';
import { ReviewSort, type ReviewSortKey } from './review-sort';
import { ReviewSummary } from './review-summary';
import { useInvalidateReviews, usePaging, useReviewList } from './use-review-list';

export function EmployerReviewsTab() {
  const feature = useFeature('company_reviews');
  if (feature.isLoading) return <LoadingState rows={2} label={t`Loading the reviews…`} />;
  if (!feature.allowed)
    return (
      <Paper withBorder radius="md">
        <EmptyState
          icon={<StarIcon size={28} />}
          title={t`Company reviews are not part of this site’s plan`}
          text={t`When the site switches company reviews on, what job seekers write about your company is listed here for you to answer.`}
        />
      </Paper>
    );
  return <ReviewsList />;
}

function ReviewsList() {
  const [sortBy, setSortBy] = useState<ReviewSortKey>('createdAt');
  const [paging, setPaging, firstPage] = usePaging();
  const list = useReviewList({ sortBy, sortOrder: 'desc', ...paging });
  const invalidate = useInvalidateReviews();
  const data = list.data?.data;

  if (!data)
    return list.isError ? (
      <ErrorState
        title={t`We could not load your reviews`}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    ) : (
      <LoadingState rows={2} label={t`Loading the reviews…`} />
    );

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <ReviewSummary summary={data.summary} />
      </Paper>
      {data.items.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState
            icon={<StarIcon size={28} />}
            title={t`No reviews yet`}
            text={t`Reviews that job seekers write about your company appear here, and you can answer each one publicly.`}
          />
        </Paper>
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
                replyHeading={t`Your reply`}
                footer={
                  <ReplyForm
                    review={review}
                    onDone={(message) => {
                      toast(message);
                      void invalidate();
                    }}
                    onStale={() => void invalidate()}
                  />
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
  );
}
