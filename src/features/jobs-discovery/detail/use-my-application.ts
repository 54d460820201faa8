// The signed-in candidate's application to this job, for the Applied state's status. The job
// only says isApplied; the status comes from the candidate's own applications filtered by job.
// The match on job id guards against a server that would ignore the filter.
import { useListApplications } from '@generated/api/pipeline/pipeline';
import type { Application } from '@generated/api/model';
import { SILENT } from '@/lib/api/http';

export function useMyApplication(jobId: string, enabled: boolean): Application | null {
  const list = useListApplications({ jobId, page: 1, limit: 10 }, { query: { enabled }, request: SILENT });
  return list.data?.data.items.find((application) => application.job._id === jobId) ?? null;
}
