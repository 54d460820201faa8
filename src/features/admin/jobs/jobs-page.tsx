// The job approval queue: pending jobs, the longest waiting first, each approved at a click or
// declined with a reason; the declined and approved ones a tab away, searchable by title or company.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Badge, Button, Card, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGetAdminDashboardQueryKey,
  getListAdminJobsQueryKey,
  useDecideAdminJob,
  useListAdminJobs,
} from '@generated/api/admin/admin';
import type { AdminJob, ApprovalStatus } from '@generated/api/model';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryView } from '@/components/ui/query-view';
import { formatDateTime, relativeDay } from '@/lib/format/dates';
import { useFeature } from '@/lib/plans/use-feature';
import { toast } from '@/lib/toast/toast';
import { jobStatusWord } from '@/lib/format/job-status-word';
import { ConsoleHeading } from '../console-layout';
import { ConsoleList } from '../console-list';
import { usePaging } from '../use-paging';
import { DeclineDialog } from './decline-dialog';

const tabs = (): { value: string; label: string; status: ApprovalStatus }[] => [
  { value: '1', label: t`Waiting`, status: 1 },
  { value: '3', label: t`Declined`, status: 3 },
  { value: '2', label: t`Approved`, status: 2 },
];

function JobCard({
  job,
  onApprove,
  onDecline,
  busy,
}: {
  job: AdminJob;
  onApprove: () => void;
  onDecline: () => void;
  busy: boolean;
}) {
  const title = job.title ?? t`Untitled job`;
  return (
    <Card withBorder radius="md" p="md" component="li">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Text fw={700} component="h2" fz="md">
            {job.approvalStatus === 2 && job.slug ? (
              <Anchor href={`/job-detail/${job.slug}`} target="_blank" rel="noopener">
                {title}
              </Anchor>
            ) : (
              title
            )}
          </Text>
          <Text size="sm">
            {job.company.name}
            {job.location ? ` · ${job.location}` : ''}
          </Text>
          <Text size="sm" c="dimmed">
            {job.postedBy ? t`Posted by ${job.postedBy.name} (${job.postedBy.email})` : t`Poster’s account erased`} ·{' '}
            <time dateTime={job.createdAt} title={formatDateTime(job.createdAt)}>
              {relativeDay(job.createdAt)}
            </time>
          </Text>
          {job.status !== 'ACTIVE' && (
            <Badge variant="light" color="gray" w="fit-content">
              {jobStatusWord(job.status)}
            </Badge>
          )}
          {job.declineReason && (
            <Text size="sm" c="red.8">
              <Trans>Declined: {job.declineReason}</Trans>
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          {job.approvalStatus !== 2 && (
            <Button size="sm" onClick={onApprove} loading={busy} aria-label={t`Approve ${title}`}>
              <Trans>Approve</Trans>
            </Button>
          )}
          {job.approvalStatus !== 3 && (
            <Button
              size="sm"
              variant="light"
              color="red"
              onClick={onDecline}
              disabled={busy}
              aria-label={t`Decline ${title}`}
            >
              <Trans>Decline</Trans>
            </Button>
          )}
        </Group>
      </Group>
    </Card>
  );
}

export function JobsPage() {
  const [tab, setTab] = useState('1');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const { paging, change: changePage, first } = usePaging();
  const [declining, setDeclining] = useState<AdminJob | null>(null);
  const status = tabs().find((tb) => tb.value === tab)?.status ?? 1;
  const body = {
    approvalStatus: status,
    page: paging.page,
    limit: paging.limit,
    ...(debounced ? { search: debounced } : {}),
  };
  const list = useListAdminJobs(body, { query: { placeholderData: keepPreviousData } });
  const client = useQueryClient();
  const decide = useDecideAdminJob();
  // Declines are e-mailed only on a plan with email_notifications (server/mail/event-mails.ts).
  const mailed = useFeature('email_notifications').allowed;
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [getListAdminJobsQueryKey()[0]] }),
      client.invalidateQueries({ queryKey: getGetAdminDashboardQueryKey() }),
    ]);

  const approve = (job: AdminJob) =>
    decide.mutate(
      { id: job._id, data: { approvalStatus: 2 } },
      {
        onSuccess: () => {
          const name = job.title ?? t`The job`;
          toast(t`“${name}” is approved and live`);
          void refresh();
        },
      },
    );
  const decline = (reason: string) => {
    const job = declining;
    if (!job) return;
    decide.mutate(
      { id: job._id, data: { approvalStatus: 3, declineReason: reason } },
      {
        onSuccess: () => {
          const name = job.title ?? t`The job`;
          toast(
            mailed
              ? t`“${name}” is declined; the employer was e-mailed the reason`
              : t`“${name}” is declined; the employer sees the reason`,
          );
          setDeclining(null);
          void refresh();
        },
      },
    );
  };

  return (
    <>
      <ConsoleHeading
        title={t`Job approvals`}
        description={
          mailed
            ? t`Jobs wait here until you approve them; declining e-mails the employer your reason.`
            : t`Jobs wait here until you approve them; declining shows the employer your reason.`
        }
      />
      <Group justify="space-between" mb="md" gap="sm">
        <SegmentedControl
          aria-label={t`Which jobs`}
          value={tab}
          onChange={(v) => {
            setTab(v);
            first();
          }}
          data={tabs().map(({ value, label }) => ({ value, label }))}
        />
        <TextInput
          aria-label={t`Search by title or company`}
          placeholder={t`Search by title or company`}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            first();
          }}
          w={{ base: '100%', xs: 280 }}
        />
      </Group>
      <QueryView
        query={list}
        errorTitle={t`We could not load the jobs`}
        isEmpty={(r) => r.data.items.length === 0}
        empty={
          <EmptyState
            title={
              status === 1 ? t`Nothing waits for approval` : status === 3 ? t`No declined jobs` : t`No approved jobs`
            }
            text={
              debounced
                ? t`No job matches this search.`
                : status === 1
                  ? t`New jobs appear here as employers post them.`
                  : undefined
            }
          />
        }
      >
        {({ data }) => (
          <ConsoleList label={t`Jobs`} items={data.items} pagination={data.pagination} onPage={changePage}>
            {(job) => (
              <JobCard
                key={job._id}
                job={job}
                busy={decide.isPending && decide.variables?.id === job._id}
                onApprove={() => approve(job)}
                onDecline={() => setDeclining(job)}
              />
            )}
          </ConsoleList>
        )}
      </QueryView>
      <DeclineDialog
        job={declining}
        busy={decide.isPending}
        mailed={mailed}
        onClose={() => setDeclining(null)}
        onDecline={decline}
      />
    </>
  );
}
