// The ?id= of job links (a job id, or a slug in older links). Every key is optional so plain links
// to the page need no search object.
// `invitation` is the employer's invitation the link came from (its e-mail and notification).
export type JobIdSearch = { id?: string; invitation?: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function validateJobIdSearch(search: Record<string, unknown>): JobIdSearch {
  const raw = search.id;
  const id = typeof raw === 'string' ? raw.trim() : '';
  const invitation = typeof search.invitation === 'string' && UUID.test(search.invitation) ? search.invitation : '';
  return { ...(id && id.length <= 120 ? { id } : {}), ...(invitation ? { invitation } : {}) };
}
