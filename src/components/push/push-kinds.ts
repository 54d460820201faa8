// The kinds of notification a device can choose to be pushed, with their labels, and this
// browser's last saved choice (the server keeps the real one; there is no call to read it back).
import type { NotificationType } from '@generated/api/model';

export const PUSH_KINDS: { kind: NotificationType; label: string }[] = [
  { kind: 'application_status', label: 'Application updates' },
  { kind: 'new_applicant', label: 'New applicants' },
  { kind: 'job_alert', label: 'Job alerts' },
  { kind: 'chat_message', label: 'Messages' },
  { kind: 'payment', label: 'Payments and plan' },
  { kind: 'system', label: 'Announcements' },
  { kind: 'company_job', label: 'New jobs at companies I follow' },
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
