// The feature's enums in words: why an invitation was skipped, what a match factor compares, an
// application's status, and a licence allowance that may be 'unlimited'.
import { plural, t } from '@lingui/core/macro';
import type { ApplicationStatus, CandidateInviteResultSkippedItemReason, ViewLimit } from '@generated/api/model';

/** Why a candidate was not invited, as a sentence naming them. */
export function skipNote(name: string, reason: CandidateInviteResultSkippedItemReason): string {
  switch (reason) {
    case 'already_invited':
      return t`${name} was already invited to this job.`;
    case 'already_applied':
      return t`${name} has already applied to this job.`;
    case 'not_found':
      return t`${name} could not be found (no longer open to employers).`;
    default:
      return name;
  }
}

/** What a match factor compares, in words; the key itself for one this screen does not know. */
export function factorLabel(key: string): string {
  const labels: Record<string, string> = {
    skills: t`Skills`,
    title: t`Job title`,
    experience: t`Experience`,
    location: t`Location`,
    education: t`Education`,
    salary: t`Salary`,
  };
  return labels[key] ?? key;
}

/** The manifest's responses-tab label of a status, in the page's language (words.test.ts). */
export function statusLabel(status: ApplicationStatus): string {
  const labels: Record<ApplicationStatus, string> = {
    APPLIED: t`Applied`,
    SHORTLIST: t`Shortlist`,
    IN_INTERVIEW: t`In-interview`,
    HIRED: t`Hired`,
    REJECTED: t`Rejected`,
  };
  return labels[status] ?? status;
}

/** The pipeline's status colours; shade 9 text keeps light badges at WCAG AA contrast. */
export const STATUS_COLOR: Record<ApplicationStatus, string> = {
  APPLIED: 'blue',
  SHORTLIST: 'violet',
  IN_INTERVIEW: 'yellow',
  HIRED: 'teal',
  REJECTED: 'red',
};

/** "4,871 contact views left on your plan", "Unlimited contact views on your plan". */
export function viewsLeft(limit: ViewLimit): string {
  if (limit === 'unlimited') return t`Unlimited contact views on your plan`;
  const count = limit.toLocaleString('en-IN');
  return plural(limit, {
    one: `${count} contact view left on your plan`,
    other: `${count} contact views left on your plan`,
  });
}

/** A score's colour: teal for strong, yellow for fair, gray below. */
export function scoreColor(score: number): string {
  return score >= 75 ? 'teal' : score >= 50 ? 'yellow' : 'gray';
}
