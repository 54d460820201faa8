// Review moderation: the board's reviews by state (those waiting first), each published or hidden
// at a click. Whether new reviews wait for this or go live at once is the board's setting.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Rating, SegmentedControl, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getGetAdminDashboardQueryKey } from '@generated/api/admin/admin';
import { getListCompanyReviewsQueryKey, useListCompanyReviews, useUpdateReview } from '@generated/api/reviews/reviews';
import type { Review, ReviewStatus } from '@generated/api/model';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryView } from '@/components/ui/query-view';
import { formatDate } from '@/lib/format/dates';
import { toast } from '@/lib/toast/toast';
import { ConsoleHeading } from '../console-layout';
import { ConsoleList } from '../console-list';
import { usePaging } from '../use-paging';

const tabs = (): { value: ReviewStatus; label: string }[] => [
  { value: 'pending', label: t`Waiting` },
  { value: 'published', label: t`Published` },
  { value: 'hidden', label: t`Hidden` },
];
/** A review's state on its badge, as the API names it, in the page's language. */
const statusWords = (): Record<ReviewStatus, string> => ({
  pending: t`pending`,
  published: t`published`,
  hidden: t`hidden`,
});
const STATUS_COLOR = { pending: 'yellow', published: 'teal', hidden: 'gray' } as const;

type RowProps = { review: Review; busy: boolean; onStatus: (status: 'published' | 'hidden') => void };

function ReviewRow({ review, busy, onStatus }: RowProps) {
  return (
    <Card withBorder radius="md" p="md" component="li">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 260px' }}>
            <Group gap="xs">
              <Rating value={review.rating} readOnly size="sm" aria-hidden />
              <Text size="sm" fw={600}>
                <Trans>{review.rating} out of 5</Trans>
              </Text>
              <Badge variant="light" color={STATUS_COLOR[review.status]}>
                {statusWords()[review.status]}
              </Badge>
            </Group>
            <Text fw={700} component="h2" fz="md">
              {review.title}
            </Text>
            <Text size="sm" c="dimmed">
              {review.author.name}
              {review.jobTitle ? `, ${review.jobTitle}` : ''}{' '}
              {review.employmentStatus === 'current' ? (
                <Trans>· current employee · </Trans>
              ) : (
                <Trans>· former employee · </Trans>
              )}
              {formatDate(review.createdAt)}
            </Text>
          </Stack>
          <Group gap="xs">
            {review.status !== 'published' && (
              <Button
                size="sm"
                loading={busy}
                onClick={() => onStatus('published')}
                aria-label={t`Publish “${review.title}”`}
              >
                <Trans>Publish</Trans>
              </Button>
            )}
            {review.status !== 'hidden' && (
              <Button
                size="sm"
                variant="light"
                color="red"
                disabled={busy}
                onClick={() => onStatus('hidden')}
                aria-label={t`Hide “${review.title}”`}
              >
                <Trans>Hide</Trans>
              </Button>
            )}
          </Group>
        </Group>
        <Text size="sm">
          <strong>
            <Trans>Pros:</Trans>
          </strong>{' '}
          {review.pros}
        </Text>
        <Text size="sm">
          <strong>
            <Trans>Cons:</Trans>
          </strong>{' '}
          {review.cons}
        </Text>
      </Stack>
    </Card>
  );
}

export function ReviewsPage() {
  const [status, setStatus] = useState<ReviewStatus>('pending');
  const { paging, change: changePage, first } = usePaging();
  const list = useListCompanyReviews(
    {
      status,
      page: paging.page,
      limit: paging.limit,
      sortBy: 'createdAt',
      sortOrder: status === 'pending' ? 'asc' : 'desc',
    },
    { query: { placeholderData: keepPreviousData } },
  );
  const update = useUpdateReview();
  const client = useQueryClient();

  const change = (review: Review, next: 'published' | 'hidden') =>
    update.mutate(
      { id: review._id, data: { status: next } },
      {
        onSuccess: () => {
          toast(next === 'published' ? t`“${review.title}” is published` : t`“${review.title}” is hidden`);
          void Promise.all([
            client.invalidateQueries({ queryKey: [getListCompanyReviewsQueryKey()[0]] }),
            client.invalidateQueries({ queryKey: getGetAdminDashboardQueryKey() }),
          ]);
        },
      },
    );

  return (
    <>
      <ConsoleHeading
        title={t`Reviews`}
        description={t`Publish the reviews candidates write about companies, or hide one that breaks the rules.`}
      />
      <SegmentedControl
        mb="md"
        aria-label={t`Which reviews`}
        value={status}
        onChange={(v) => {
          setStatus(v as ReviewStatus);
          first();
        }}
        data={tabs()}
      />
      <QueryView
        query={list}
        errorTitle={t`We could not load the reviews`}
        isEmpty={(r) => r.data.items.length === 0}
        empty={
          <EmptyState
            title={
              status === 'pending'
                ? t`No review waits for you`
                : status === 'published'
                  ? t`No published reviews`
                  : t`No hidden reviews`
            }
            text={status === 'pending' ? t`Reviews wait here when the board checks them before publishing.` : undefined}
          />
        }
      >
        {({ data }) => (
          <ConsoleList label={t`Reviews`} items={data.items} pagination={data.pagination} onPage={changePage}>
            {(r) => (
              <ReviewRow
                key={r._id}
                review={r}
                busy={update.isPending && update.variables?.id === r._id}
                onStatus={(next) => change(r, next)}
              />
            )}
          </ConsoleList>
        )}
      </QueryView>
    </>
  );
}
