// The pipeline's cached reads and how a status change touches them. A change is shown at once in
// every cached applicants list and application (optimistic); the tab counts of each list move
// with the rows that list holds. Afterwards every pipeline read is refetched, so the screen ends
// on the server's truth (a row that left the open tab disappears, other counts are recomputed).
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  getListActiveJobsWithApplicantsUrl,
  getGetApplicationDetailsUrl,
  getListApplicationsUrl,
} from '@generated/api/pipeline/pipeline';
import {
  getCountApplicationsByStatusUrl,
  getListApplicantCandidatesUrl,
} from '@generated/api/employer-candidates/employer-candidates';
import type {
  Application,
  GetApplicationDetails200,
  ListApplicantCandidates200,
  ListApplications200,
} from '@generated/api/model';
import type { ApplicationStatus } from './status';

const PIPELINE_ROOTS = [
  getListApplicationsUrl(),
  getGetApplicationDetailsUrl(),
  getListActiveJobsWithApplicantsUrl(),
  getCountApplicationsByStatusUrl(),
  getListApplicantCandidatesUrl(),
];

export type PipelineSnapshot = Array<[QueryKey, unknown]>;

export async function cancelPipeline(qc: QueryClient): Promise<void> {
  await Promise.all(PIPELINE_ROOTS.map((root) => qc.cancelQueries({ queryKey: [root] })));
}

export function snapshotPipeline(qc: QueryClient): PipelineSnapshot {
  return PIPELINE_ROOTS.flatMap((root) => qc.getQueriesData({ queryKey: [root] }));
}

export function restorePipeline(qc: QueryClient, snapshot: PipelineSnapshot): void {
  for (const [key, data] of snapshot) qc.setQueryData(key, data);
}

export function refreshPipeline(qc: QueryClient): Promise<unknown> {
  return Promise.all(PIPELINE_ROOTS.map((root) => qc.invalidateQueries({ queryKey: [root] })));
}

function moveList(data: ListApplications200, ids: ReadonlySet<string>, to: ApplicationStatus): ListApplications200 {
  const delta = new Map<ApplicationStatus, number>();
  const items = data.data.items.map((item) => {
    if (!ids.has(item._id) || item.status === to) return item;
    delta.set(item.status, (delta.get(item.status) ?? 0) - 1);
    delta.set(to, (delta.get(to) ?? 0) + 1);
    return { ...item, status: to };
  });
  if (delta.size === 0) return data;
  const statusSummary = data.data.statusSummary.map((s) => ({
    ...s,
    count: Math.max(0, s.count + (delta.get(s.statusId) ?? 0)),
  }));
  return { ...data, data: { ...data.data, items, statusSummary } };
}

/** Shows `ids` at status `to` in every cached list, application and applicant row. */
export function applyStatusOptimistically(qc: QueryClient, ids: readonly string[], to: ApplicationStatus): void {
  const set = new Set(ids);
  qc.setQueriesData<ListApplications200>({ queryKey: [getListApplicationsUrl()] }, (old) =>
    old ? moveList(old, set, to) : old,
  );
  qc.setQueriesData<GetApplicationDetails200>({ queryKey: [getGetApplicationDetailsUrl()] }, (old) =>
    old && set.has(old.data.application._id)
      ? { ...old, data: { ...old.data, application: { ...old.data.application, status: to } } }
      : old,
  );
  qc.setQueriesData<ListApplicantCandidates200>({ queryKey: [getListApplicantCandidatesUrl()] }, (old) =>
    old
      ? {
          ...old,
          data: {
            ...old.data,
            items: old.data.items.map((row) =>
              set.has(row.latestApplication.applicationId)
                ? { ...row, latestApplication: { ...row.latestApplication, status: to } }
                : row,
            ),
          },
        }
      : old,
  );
}

/** Writes the applications the server returned (with their new history) into the open details. */
export function storeUpdatedApplications(qc: QueryClient, items: readonly Application[]): void {
  const byId = new Map(items.map((a) => [a._id, a]));
  qc.setQueriesData<GetApplicationDetails200>({ queryKey: [getGetApplicationDetailsUrl()] }, (old) => {
    const next = old ? byId.get(old.data.application._id) : undefined;
    return old && next ? { ...old, data: { ...old.data, application: next } } : old;
  });
}
