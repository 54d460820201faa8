// /employer/all-applicant: everyone who applied to any of the company's jobs, one row per
// candidate with their latest application; filtered by job, status (tabs, counted per status by
// candidate/status-count), dates and search text, all kept in the URL.
import { plural, t } from '@lingui/core/macro';
import { Container, Group, Stack } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import {
  useCountApplicationsByStatus,
  useListApplicantCandidates,
} from '@generated/api/employer-candidates/employer-candidates';
import { useListJobs } from '@generated/api/jobs-discovery/jobs-discovery';
import type { ApplicantCandidateQuery, StatusCountQuery } from '@generated/api/model';
import { constants } from '@generated/manifest';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { QueryView } from '@/components/ui/query-view';
import { ConfirmStatusDialog, type PendingStatus } from '../shared/confirm-status';
import type { AllApplicantsSearch, PageSize } from '../shared/search';
import { ApplicantSearchBox } from '../shared/search-box';
import { needsConfirmation, STATUS_TABS, tabCounts, type ApplicationStatus } from '../shared/status';
import { useStatusChange } from '../shared/use-status-change';
import { StatusTabs } from '../shared/status-tabs';
import { TrackingNote } from '../shared/tracking-gate';
import { ExportApplicantsButton } from '../shared/export-button';
import { ApplicantFilters } from './applicant-filters';
import { ApplicantsTable } from './applicants-table';

type Pending = PendingStatus & { id: string };

export function AllApplicantsPage({ search }: { search: AllApplicantsSearch }) {
  const navigate = useNavigate();
  const go = (next: AllApplicantsSearch, replace = false) =>
    void navigate({ to: '/employer/all-applicant', search: next, replace, resetScroll: false });
  const page = search.page ?? 1;
  const limit: PageSize = search.limit ?? (constants.pagination.defaultLimit as PageSize);
  const tabIndex = STATUS_TABS.find((t) => t.status === search.status)?.index ?? 0;

  const filters: StatusCountQuery = {
    ...(search.jobId ? { jobId: search.jobId } : {}),
    ...(search.from ? { appliedFrom: search.from } : {}),
    ...(search.to ? { appliedTo: search.to } : {}),
  };
  const query: ApplicantCandidateQuery = {
    page,
    limit,
    ...filters,
    ...(search.status ? { status: search.status } : {}),
    ...(search.q ? { search: search.q } : {}),
  };
  const list = useListApplicantCandidates(query, { query: { placeholderData: keepPreviousData } });
  const counts = useCountApplicationsByStatus(filters, { query: { placeholderData: keepPreviousData } });
  // The same request as the employer home's job list, so the two share one cached answer.
  const jobs = useListJobs({ mine: true, page: 1, limit: 50, sort: 'newest' });

  const change = useStatusChange();
  const [pending, setPending] = useState<Pending | null>(null);
  const request = (id: string, name: string, status: ApplicationStatus) => {
    if (needsConfirmation(status)) setPending({ id, status, names: [name] });
    else change.mutate({ id, status, name });
  };
  const filtered = Boolean(search.jobId || search.from || search.to || search.q || search.status);

  return (
    <Container size="xl" py="xl">
      <PageHeader
        title={t`All applicants`}
        subtitle={t`Everyone who applied to your jobs, with their latest application.`}
        actions={
          <ExportApplicantsButton
            filters={{
              ...filters,
              ...(search.status ? { status: search.status } : {}),
              ...(search.q ? { search: search.q } : {}),
            }}
          />
        }
      />
      <Stack gap="md">
        <TrackingNote />
        <ApplicantFilters
          jobs={jobs.data?.data.items ?? []}
          jobId={search.jobId}
          from={search.from}
          to={search.to}
          onChange={(next) => go({ ...next, status: search.status, q: search.q })}
        />
        <Group>
          <ApplicantSearchBox
            value={search.q}
            label={t`Search applicants`}
            onSearch={(q) => go({ ...search, q, page: undefined }, true)}
          />
        </Group>
        <StatusTabs
          value={tabIndex}
          counts={tabCounts(counts.data?.data)}
          countText={(count) => plural(count, { one: '# application', other: '# applications' })}
          onChange={(index) =>
            go({ ...search, status: STATUS_TABS.find((t) => t.index === index)?.status ?? undefined, page: undefined })
          }
        />
        <QueryView
          query={list}
          errorTitle={t`We could not load the applicants`}
          empty={
            <EmptyState
              title={filtered ? t`No applicant matches` : t`No applicants yet`}
              text={
                filtered
                  ? t`Try other filters or search text.`
                  : t`People who apply to your jobs show up here, with their latest application.`
              }
              compact
            />
          }
        >
          {(res) => (
            <>
              <ApplicantsTable
                rows={res.data.items}
                busyId={change.isPending ? change.variables?.id : undefined}
                onStatus={(row, status) => request(row.latestApplication.applicationId, row.candidate.name, status)}
              />
              <PaginationBar
                page={res.data.pagination.page}
                limit={res.data.pagination.limit}
                total={res.data.pagination.total}
                onChange={(next) =>
                  go({
                    ...search,
                    page: next.page > 1 ? next.page : undefined,
                    limit: next.limit === constants.pagination.defaultLimit ? undefined : (next.limit as PageSize),
                  })
                }
              />
            </>
          )}
        </QueryView>
      </Stack>
      <ConfirmStatusDialog
        pending={pending}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending) change.mutate({ id: pending.id, status: pending.status, name: pending.names[0] });
          setPending(null);
        }}
      />
    </Container>
  );
}
