// The five application statuses as the employer sees them (specification §3): labels and tab
// order come from the manifest's responses tabs, so the screens and the contract cannot drift.
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { tabs, type ApplicationStatus, type ResponsesTabKey } from '@generated/manifest';
import { textOf } from '@/lib/i18n/i18n';

export type { ApplicationStatus };

export type StatusTab = (typeof tabs.responses)[number];

/** The tabs of the responses and all-applicants screens, All first. */
export const STATUS_TABS: readonly StatusTab[] = tabs.responses;

/** The statuses in tab order: APPLIED, SHORTLIST, IN_INTERVIEW, HIRED, REJECTED. */
export const STATUSES: readonly ApplicationStatus[] = STATUS_TABS.flatMap((t) => (t.status ? [t.status] : []));

/** The manifest's English tab labels as messages (status.test.ts keeps them the same). */
const TAB_LABELS: Record<ResponsesTabKey, MessageDescriptor> = {
  all: msg`All`,
  applied: msg`Applied`,
  shortlist: msg`Shortlist`,
  inInterview: msg`In-interview`,
  hired: msg`Hired`,
  rejected: msg`Rejected`,
};

/** A tab's label in the page's language. */
export function tabLabel(tab: StatusTab): string {
  return textOf(TAB_LABELS[tab.key]);
}

export function statusLabel(status: ApplicationStatus): string {
  const tab = STATUS_TABS.find((t) => t.status === status);
  return tab ? tabLabel(tab) : status;
}

/** Theme colours of the status badges; shade 9 text keeps light badges at WCAG AA contrast. */
export const STATUS_COLOR: Record<ApplicationStatus, string> = {
  APPLIED: 'blue',
  SHORTLIST: 'violet',
  IN_INTERVIEW: 'yellow',
  HIRED: 'teal',
  REJECTED: 'red',
};

/** The verbs of the status actions (the detail screen's buttons and the row menus). */
export function statusAction(status: ApplicationStatus): string {
  const verbs: Record<ApplicationStatus, string> = {
    APPLIED: t`Move back to applied`,
    SHORTLIST: t`Shortlist`,
    IN_INTERVIEW: t`Move to interview`,
    HIRED: t`Hire`,
    REJECTED: t`Reject`,
  };
  return verbs[status];
}

/** Moves that are hard to undo for the candidate's sake ask first. */
export function needsConfirmation(status: ApplicationStatus): boolean {
  return status === 'REJECTED';
}

const ALL_TAB: StatusTab = tabs.responses[0];

export function tabByIndex(index: number | undefined): StatusTab {
  return STATUS_TABS.find((t) => t.index === index) ?? ALL_TAB;
}

export function tabIndexOf(key: ResponsesTabKey): number {
  return STATUS_TABS.find((t) => t.key === key)?.index ?? 0;
}

export function isStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'string' && (STATUSES as readonly string[]).includes(value);
}

type SummaryItem = { statusId: ApplicationStatus; count: number };

/** Count per tab from a statusSummary; All is the sum (the contract's StatusSummary rule). */
export function tabCounts(summary: readonly SummaryItem[] | undefined): Map<number, number> | null {
  if (!summary) return null;
  const byStatus = new Map(summary.map((s) => [s.statusId, s.count]));
  const counts = new Map<number, number>();
  let all = 0;
  for (const tab of STATUS_TABS) {
    if (!tab.status) continue;
    const n = byStatus.get(tab.status) ?? 0;
    all += n;
    counts.set(tab.index, n);
  }
  counts.set(0, all);
  return counts;
}
