// The feature's enums in words: why an invitation was skipped, what a match factor compares, an
// application's status, and a licence allowance that may be 'unlimited'.
import type { ApplicationStatus, CandidateInviteResultSkippedItemReason, ViewLimit } from '@generated/api/model';
import { tabs } from '@generated/manifest';

export const SKIP_REASON: Record<CandidateInviteResultSkippedItemReason, string> = {
  already_invited: 'was already invited to this job',
  already_applied: 'has already applied to this job',
  not_found: 'could not be found (no longer open to employers)',
};

export const FACTOR_LABEL: Record<string, string> = {
  skills: 'Skills',
  title: 'Job title',
  experience: 'Experience',
  location: 'Location',
  education: 'Education',
  salary: 'Salary',
};

const STATUS_LABEL = Object.fromEntries(
  tabs.responses.flatMap((t) => (t.status ? [[t.status, t.label]] : [])),
) as Record<ApplicationStatus, string>;

export function statusLabel(status: ApplicationStatus): string {
  return STATUS_LABEL[status] ?? status;
}

/** The pipeline's status colours; shade 9 text keeps light badges at WCAG AA contrast. */
export const STATUS_COLOR: Record<ApplicationStatus, string> = {
  APPLIED: 'blue',
  SHORTLIST: 'violet',
  IN_INTERVIEW: 'yellow',
  HIRED: 'teal',
  REJECTED: 'red',
};

/** "4,871 contact views left", "Unlimited contact views". */
export function viewsLeft(limit: ViewLimit): string {
  if (limit === 'unlimited') return 'Unlimited contact views';
  return `${limit.toLocaleString('en-IN')} contact ${limit === 1 ? 'view' : 'views'} left`;
}

/** A score's colour: teal for strong, yellow for fair, gray below. */
export function scoreColor(score: number): string {
  return score >= 75 ? 'teal' : score >= 50 ? 'yellow' : 'gray';
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
