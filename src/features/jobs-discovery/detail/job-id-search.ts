// The ?id= of job links (a job id, or a slug in older links). Every key is optional so plain links
// to the page need no search object.
export type JobIdSearch = { id?: string };

export function validateJobIdSearch(search: Record<string, unknown>): JobIdSearch {
  const raw = search.id;
  const id = typeof raw === 'string' ? raw.trim() : '';
  return id && id.length <= 120 ? { id } : {};
}
