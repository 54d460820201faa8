// Where an applicant came from, for the employer's analytics (ApplicationRef in the contract): the
// last thing that led to a job in this browser tab: a job opened from the board's lists
// (`search`), or a link carrying `?ref=` (job alert e-mails carry `alert`). Applications send it;
// none means `direct`. Kept in sessionStorage, so a new tab from a shared link starts afresh.
import type { ApplicationRef } from '@generated/api/model';

const KEY = 'jb.applyRef';
const REFS: readonly string[] = ['search', 'alert', 'direct', 'invitation'] satisfies ApplicationRef[];

export function rememberApplyRef(ref: ApplicationRef): void {
  try {
    sessionStorage.setItem(KEY, ref);
  } catch {
    // Storage can be off (private mode); the application then counts as direct.
  }
}

/** Remembers the `ref` of the URL the app opened with, if it names one. */
export function rememberApplyRefOf(search: string): void {
  const ref = new URLSearchParams(search).get('ref');
  if (ref && REFS.includes(ref)) rememberApplyRef(ref as ApplicationRef);
}

export function currentApplyRef(): { ref?: ApplicationRef } {
  try {
    const ref = sessionStorage.getItem(KEY);
    return ref && REFS.includes(ref) ? { ref: ref as ApplicationRef } : {};
  } catch {
    return {};
  }
}
