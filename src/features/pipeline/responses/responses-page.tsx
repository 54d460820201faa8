// /employer/responses: the applicants of one job by status. The job, tab, page, page size and
// search text live in the URL; status changes are optimistic and refetched (shared/pipeline-cache).
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Container, Group, NativeSelect, Stack } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useListActiveJobsWithApplicants, useListApplications } from '@generated/api/pipeline/pipeline';
import type { Application, ApplicationListQuery } from '@generated/api/model';
import { constants } from '@generated/manifest';
import type { DocumentSource } from '@/components/ui/document-kind';
import { DocumentPreviewModal } from '@/components/ui/document-preview';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { QueryView } from '@/components/ui/query-view';
import { applicantOf } from '../shared/applicant';
import { BulkStatusDialog } from '../shared/bulk-status-dialog';
import { ConfirmStatusDialog, type PendingStatus } from '../shared/confirm-status';
import { ExportApplicantsButton } from '../shared/export-button';
import type { PageSize, ResponsesSearch } from '../shared/search';
import { needsConfirmation, tabByIndex, tabCounts, tabLabel, type ApplicationStatus } from '../shared/status';
import { ApplicantSearchBox } from '../shared/search-box';
import { useBulkStatusChange } from '../shared/use-bulk-status-change';
import { useStatusChange } from '../shared/use-status-change';
import { TrackingNote, useCanTrack } from '../shared/tracking-gate';
import { ApplicantRow } from './applicant-row';
import { BulkBar } from './bulk-bar';
import { JobPicker } from './job-picker';
import { StatusTabs } from '../shared/status-tabs';

/** The job picker lists this many active jobs, newest first; searching narrows it. */
const PICKER_LIMIT = 50;

type Pending = PendingStatus & { ids: string[] };

export function ResponsesPage({ search }: { search: ResponsesSearch }) {
  const navigate = useNavigate();
  const tab = tabByIndex(search.tab);
  const page = search.page ?? 1;
  const limit: PageSize = search.limit ?? (constants.pagination.defaultLimit as PageSize);

  const go = (next: ResponsesSearch, replace = false) =>
    void navigate({ to: '/employer/responses', search: next, replace, resetScroll: false });

  const jobs = useListActiveJobsWithApplicants({ page: 1, limit: PICKER_LIMIT, sortBy: 'postedAt', sortOrder: 'desc' });
  const firstJobId = jobs.data?.data.items[0]?.job._id;
  // With no job in the URL the newest active job opens, and the URL says so.
  useEffect(() => {
    if (!search.jobId && firstJobId) go({ ...search, jobId: firstJobId }, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the choice is missing
  }, [search.jobId, firstJobId]);

  // Newest first, or the best screening score first (knock-out questions' weights).
  const [sortBy, setSortBy] = useState<'appliedAt' | 'screeningScore'>('appliedAt');
  const query: ApplicationListQuery = {
    page,
    limit,
    sortBy,
    sortOrder: 'desc',
    ...(search.jobId ? { jobId: search.jobId } : {}),
    ...(tab.status ? { status: tab.status } : {}),
    ...(search.q ? { search: search.q } : {}),
  };
  const list = useListApplications(query, {
    query: { enabled: Boolean(search.jobId), placeholderData: keepPreviousData },
  });
  const items = list.data?.data.items ?? [];
  const counts = tabCounts(list.data?.data.statusSummary);

  // The selection belongs to the page on screen; another job, tab, page or search starts afresh.
  const signature = JSON.stringify(query);
  const [selection, setSelection] = useState<{ signature: string; ids: Set<string> }>({ signature, ids: new Set() });
  const selected = selection.signature === signature ? selection.ids : new Set<string>();
  const select = (ids: Set<string>) => setSelection({ signature, ids });

  const single = useStatusChange();
  const bulk = useBulkStatusChange();
  // Selecting is for moving: without applicant tracking there is nothing to move them to.
  const canTrack = useCanTrack();
  const [pending, setPending] = useState<Pending | null>(null);
  const [resume, setResume] = useState<DocumentSource | null>(null);

  const nameOf = (id: string) => {
    const a = items.find((i) => i._id === id);
    return a ? applicantOf(a).name : t`Applicant`;
  };

  const apply = (ids: string[], status: ApplicationStatus) => {
    if (ids.length === 1 && ids[0]) {
      single.mutate({ id: ids[0], status, name: nameOf(ids[0]) });
      return;
    }
    void bulk.run(
      ids.map((id) => ({ id, name: nameOf(id) })),
      status,
    );
    select(new Set());
  };

  const request = (ids: string[], status: ApplicationStatus) => {
    if (needsConfirmation(status)) setPending({ ids, status, names: ids.map(nameOf) });
    else apply(ids, status);
  };

  const toggle = (a: Application, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(a._id);
    else next.delete(a._id);
    select(next);
  };

  const chosenTitle = items[0]?.job._id === search.jobId ? (items[0]?.job.title ?? undefined) : undefined;
  const busyId = single.isPending ? single.variables?.id : undefined;

  return (
    <Container size="lg" py="xl">
      <PageHeader
        title={t`Responses`}
        subtitle={t`Review the people who applied and move them through your pipeline.`}
        actions={
          search.jobId ? (
            <ExportApplicantsButton
              filters={{
                jobId: search.jobId,
                ...(tab.status ? { status: tab.status } : {}),
                ...(search.q ? { search: search.q } : {}),
              }}
            />
          ) : null
        }
      />
      <TrackingNote />
      <QueryView
        query={jobs}
        errorTitle={t`We could not load your jobs`}
        isEmpty={(res) => res.data.items.length === 0 && !search.jobId}
        empty={
          <EmptyState
            title={t`No active jobs`}
            text={t`Responses appear here once one of your jobs is live and people apply.`}
            action={
              <Button component={Link} to="/employer/job-type">
                <Trans>Post a job</Trans>
              </Button>
            }
          />
        }
      >
        {(res) => (
          <Stack gap="md">
            <Group align="flex-end" gap="md" wrap="wrap">
              <JobPicker
                jobs={res.data.items}
                value={search.jobId}
                fallbackTitle={chosenTitle}
                onChange={(jobId) => go({ jobId })}
              />
              <ApplicantSearchBox
                key={search.jobId}
                value={search.q}
                label={t`Search applicants`}
                onSearch={(q) => go({ ...search, q, page: undefined }, true)}
              />
              <NativeSelect
                label={t`Sort by`}
                value={sortBy}
                data={[
                  { value: 'appliedAt', label: t`Newest first` },
                  { value: 'screeningScore', label: t`Screening score` },
                ]}
                onChange={(e) => setSortBy(e.currentTarget.value === 'screeningScore' ? 'screeningScore' : 'appliedAt')}
              />
              {search.jobId ? (
                <Button
                  variant="default"
                  renderRoot={(props) => (
                    <Link
                      {...props}
                      to="/employer/responses"
                      search={{ jobId: search.jobId, screening: 'set_aside' }}
                    />
                  )}
                >
                  <Trans>Did not meet requirements</Trans>
                </Button>
              ) : null}
            </Group>
            <StatusTabs
              value={tab.index}
              counts={counts}
              onChange={(index) => go({ ...search, tab: index || undefined, page: undefined })}
            />
            <QueryView
              query={list}
              errorTitle={t`We could not load the applicants`}
              isEmpty={(r) => r.data.items.length === 0}
              empty={
                <EmptyState
                  title={
                    search.q
                      ? t`No applicant matches`
                      : tab.status
                        ? t`Nobody in ${tabLabel(tab)}`
                        : t`No applicants yet`
                  }
                  text={
                    search.q
                      ? t`Try another name, e-mail address or headline.`
                      : tab.status
                        ? t`Applicants you move to this status show up here.`
                        : t`People who apply to this job show up here.`
                  }
                  compact
                />
              }
            >
              {(r) => (
                <Stack gap="sm">
                  {canTrack ? (
                    <BulkBar
                      pageCount={r.data.items.length}
                      selectedCount={selected.size}
                      busy={bulk.state.phase === 'running'}
                      onSelectPage={(on) => select(on ? new Set(r.data.items.map((a) => a._id)) : new Set())}
                      onMove={(status) => request([...selected], status)}
                      onClear={() => select(new Set())}
                    />
                  ) : null}
                  <Stack
                    component="ul"
                    gap="sm"
                    p={0}
                    m={0}
                    style={{ listStyle: 'none' }}
                    aria-label={t`Applicants`}
                    aria-busy={list.isFetching}
                  >
                    {r.data.items.map((a) => (
                      <ApplicantRow
                        key={a._id}
                        application={a}
                        selected={selected.has(a._id)}
                        selectable={canTrack}
                        busy={busyId === a._id}
                        onSelect={(on) => toggle(a, on)}
                        onStatus={(status) => request([a._id], status)}
                        onResume={() =>
                          a.resume && setResume({ url: a.resume.uri, name: a.resume.name, mimeType: a.resume.mimeType })
                        }
                      />
                    ))}
                  </Stack>
                  <PaginationBar
                    page={r.data.pagination.page}
                    limit={r.data.pagination.limit}
                    total={r.data.pagination.total}
                    onChange={(next) =>
                      go({
                        ...search,
                        page: next.page > 1 ? next.page : undefined,
                        limit: next.limit === constants.pagination.defaultLimit ? undefined : (next.limit as PageSize),
                      })
                    }
                  />
                </Stack>
              )}
            </QueryView>
          </Stack>
        )}
      </QueryView>
      <ConfirmStatusDialog
        pending={pending}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending) apply(pending.ids, pending.status);
          setPending(null);
        }}
      />
      <BulkStatusDialog state={bulk.state} onClose={bulk.reset} />
      <DocumentPreviewModal file={resume} onClose={() => setResume(null)} />
    </Container>
  );
}
