// The kinds of notification a device can choose to be pushed, with their labels, and this
// browser's last saved choice (the server keeps the real one; there is no call to read it back).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NotificationType } from '@generated/api/model';

/** Labels are descriptors, read in the page's language where they are shown. */
export const PUSH_KINDS: { kind: NotificationType; label: MessageDescriptor }[] = [
  { kind: 'application_status', label: msg`Application updates` },
  { kind: 'new_applicant', label: msg`New applicants` },
  { kind: 'job_alert', label: msg`Job alerts` },
  { kind: 'chat_message', label: msg`Messages` },
  { kind: 'payment', label: msg`Payments and plan` },
  { kind: 'system', label: msg`Announcements` },
  { kind: 'company_job', label: msg`New jobs at companies I follow` },
];

const STORE = 'push-kinds';
export const ALL_KINDS: NotificationType[] = PUSH_KINDS.map((k) => k.kind);

/** The choice this browser saved last, or null when it never chose (every kind). */
export function savedKinds(): NotificationType[] | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORE) ?? 'null');
    return Array.isArray(parsed) ? ALL_KINDS.filter((k) => parsed.includes(k)) : null;
  } catch {
    return null;
  }
}

export function rememberKinds(kinds: NotificationType[]): void {
  try {
    localStorage.setItem(STORE, JSON.stringify(kinds));
  } catch {
    // Private modes may refuse storage; the server still has the choice.
  }
}
