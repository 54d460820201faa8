// The catalogue editor's checks as the admin types, the contract's rules (contract/schemas/
// admin-catalogue.yaml) repeated so a mistake shows before anything is sent; the server checks
// them again and its refusals land on the same fields.
import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PlanLimitValue } from '@generated/api/model';
import { textOf } from '@/lib/i18n/i18n';

export const MAX_PRICE = 1_000_000;

/** A price typed as text: undefined and a message when it is not a price of at most two decimals. */
export function readPrice(text: string, name?: string): { value: number } | { error: string } {
  const label = name ?? t`The price`;
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return { error: t`${label} is a number with at most two decimals` };
  const value = Number(trimmed);
  if (value > MAX_PRICE) {
    const most = MAX_PRICE.toLocaleString('en-US');
    return { error: t`${label} is at most ${most}` };
  }
  return { value };
}

/** A whole count typed as text within bounds. */
export function readCount(
  text: string,
  min: number,
  max: number,
  label: string,
): { value: number } | { error: string } {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { error: t`${label} is a whole number` };
  const value = Number(trimmed);
  if (value < min || value > max) return { error: t`${label} is between ${min} and ${max}` };
  return { value };
}

export const EMPLOYER_LIMITS = [
  'jobPosts',
  'featuredJobs',
  'candidateContactViews',
  'candidateSearches',
  'candidateInvites',
  'teamMembers',
  'resumeDownloads',
  'candidates',
] as const;
export const CANDIDATE_LIMITS = ['applications', 'resumeBuilds', 'resumeParses'] as const;
export type LimitKey = (typeof EMPLOYER_LIMITS)[number] | (typeof CANDIDATE_LIMITS)[number];

const LIMIT_LABELS: Readonly<Record<LimitKey, MessageDescriptor>> = {
  jobPosts: msg`Open jobs`,
  featuredJobs: msg`Featured jobs`,
  candidateContactViews: msg`Candidate contact views`,
  candidateSearches: msg`Candidate searches`,
  candidateInvites: msg`Candidate invitations`,
  teamMembers: msg`Team members`,
  resumeDownloads: msg`Resume downloads`,
  candidates: msg`Candidates`,
  applications: msg`Applications`,
  resumeBuilds: msg`Resumes built`,
  resumeParses: msg`Resumes parsed`,
};

/** An allowance's name in the page's language. */
export function limitLabel(key: LimitKey): string {
  return textOf(LIMIT_LABELS[key]);
}

export function limitText(v: PlanLimitValue | undefined): string {
  return v === undefined ? t`Not included` : v === 'unlimited' ? t`Unlimited` : v.toLocaleString('en-US');
}

export const COUPON_CODE = /^[A-Za-z0-9_-]{3,32}$/;
