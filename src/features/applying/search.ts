// The ?jobId= of the apply screens (the job page's Apply button links with it). Only a job id
// can be applied to; anything else is dropped so the screen says no job was chosen.
export type ApplySearch = { jobId?: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function validateApplySearch(search: Record<string, unknown>): ApplySearch {
  const raw = typeof search.jobId === 'string' ? search.jobId.trim() : '';
  return UUID.test(raw) ? { jobId: raw } : {};
}
