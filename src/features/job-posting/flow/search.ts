// The draft being edited travels in the URL (?jobId=…) so that a reload, the Back button and a
// link from my-jobs all land on the same draft. Any other search key is dropped.
export type JobIdSearch = { jobId?: string };

const ID = /^[A-Za-z0-9-]{1,64}$/;

export function validateJobIdSearch(search: Record<string, unknown>): JobIdSearch {
  const raw = search.jobId;
  return typeof raw === 'string' && ID.test(raw) ? { jobId: raw } : {};
}
