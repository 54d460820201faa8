// /employer/my-jobs: the company's jobs by state, with their lifecycle actions.
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Button, Container, Stack, Tabs } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { getListJobsQueryOptions, useListJobs } from '@generated/api/jobs-discovery/jobs-discovery';
import type { JobSummary } from '@generated/api/model';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { QueryView } from '@/components/ui/query-view';
import { textOf } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast/toast';
import { useEmployerPermissions } from '@/lib/session/use-employer-permissions';
import { useJobActions } from '../api/job-actions';
import { ConfirmAction } from './confirm-action';
import { JobRow, type RowAction } from './job-row';
import { MY_JOBS_TABS, myJobsQuery, visibleInTab, type MyJobsSearch, type MyJobsTab } from './tabs';

export function MyJobsPage({ search }: { search: MyJobsSearch }) {
  const tab = search.tab ?? 'all';
  const page = search.page ?? 1;
  const navigate = useNavigate();
  const canPost = useEmployerPermissions().can('post_jobs');
  const list = useListJobs(myJobsQuery(tab, page));
  // First pages of every tab, for the counts; the open tab's first page is the same cached query.
  const counts = useQueries({
    queries: MY_JOBS_TABS.filter((tab) => tab.value !== 'pending').map((tab) =>
      getListJobsQueryOptions(myJobsQuery(tab.value)),
    ),
  });
  const countOf = (value: MyJobsTab) => {
    const index = MY_JOBS_TABS.filter((tab) => tab.value !== 'pending').findIndex((tab) => tab.value === value);
    return index < 0 ? undefined : counts[index]?.data?.data.pagination.total;
  };

  const actions = useJobActions();
  const [confirming, setConfirming] = useState<{ action: 'close' | 'delete'; job: JobSummary } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const done = (message: string) => {
    toast(message);
    setBusyId(null);
  };
  const failed = () => setBusyId(null);

  const onAction = (action: RowAction, job: JobSummary) => {
    if (action === 'close' || action === 'delete') return setConfirming({ action, job });
    setBusyId(job._id);
    if (action === 'pause')
      actions.pause.mutate({ id: job._id }, { onSuccess: (r) => done(r.message || t`Job paused`), onError: failed });
    if (action === 'resume')
      actions.resume.mutate({ id: job._id }, { onSuccess: (r) => done(r.message || t`Job resumed`), onError: failed });
    if (action === 'clone')
      actions.clone.mutate(
        { data: { jobId: job._id } },
        {
          onSuccess: (r) => {
            done(r.message || t`Job copied to a new draft`);
            void navigate({ to: '/employer/job-post-verification', search: { jobId: r.data._id } });
          },
          onError: failed,
        },
      );
  };

  const confirm = () => {
    if (!confirming) return;
    const { action, job } = confirming;
    const close = () => setConfirming(null);
    if (action === 'delete')
      actions.remove.mutate(
        { data: { ids: [job._id] } },
        { onSuccess: (r) => (toast(r.message || t`Job deleted`), close()) },
      );
    else
      actions.close.mutate(
        { id: job._id, data: {} },
        { onSuccess: (r) => (toast(r.message || t`Position closed`), close()) },
      );
  };

  const setTab = (value: string | null) =>
    void navigate({ to: '/employer/my-jobs', search: value && value !== 'all' ? { tab: value as MyJobsTab } : {} });

  return (
    <Container size="lg" py="xl">
      <PageHeader
        title={t`My jobs`}
        subtitle={t`Every job your company has posted or started.`}
        actions={
          canPost ? (
            <Button component={Link} to="/employer/job-type">
              <Trans>Post a job</Trans>
            </Button>
          ) : null
        }
      />
      <Tabs value={tab} onChange={setTab} mb="md" keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {MY_JOBS_TABS.map((item) => {
            const count = countOf(item.value);
            return (
              <Tabs.Tab
                key={item.value}
                value={item.value}
                rightSection={
                  count !== undefined ? (
                    <Badge
                      size="sm"
                      variant="light"
                      color="gray"
                      aria-label={plural(count, { one: '# job', other: '# jobs' })}
                    >
                      {count}
                    </Badge>
                  ) : null
                }
              >
                {textOf(item.label)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
      </Tabs>
      <QueryView
        query={list}
        errorTitle={t`We could not load your jobs`}
        empty={
          <EmptyState
            title={tab === 'all' ? t`No jobs yet` : t`Nothing here`}
            text={
              tab === 'all'
                ? t`Post your first job to start receiving applications.`
                : t`No jobs in this state right now.`
            }
            action={
              canPost ? (
                <Button component={Link} to="/employer/job-type">
                  <Trans>Post a job</Trans>
                </Button>
              ) : null
            }
          />
        }
      >
        {(res) => {
          const items = res.data.items.filter((j) => visibleInTab(tab, j));
          return (
            <>
              {items.length ? (
                <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Jobs`}>
                  {items.map((job) => (
                    <JobRow key={job._id} job={job} busy={busyId === job._id} onAction={onAction} />
                  ))}
                </Stack>
              ) : (
                <EmptyState title={t`Nothing here`} text={t`No jobs are waiting for approval.`} compact />
              )}
              <PaginationBar
                page={res.data.pagination.page}
                limit={res.data.pagination.limit}
                total={res.data.pagination.total}
                withPageSize={false}
                onChange={(next) =>
                  void navigate({
                    to: '/employer/my-jobs',
                    search: { ...(tab !== 'all' ? { tab } : {}), ...(next.page > 1 ? { page: next.page } : {}) },
                  })
                }
              />
            </>
          );
        }}
      </QueryView>
      <ConfirmAction
        pending={confirming}
        busy={actions.close.isPending || actions.remove.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={confirm}
      />
    </Container>
  );
}
