// The catalogue editor's checks as the admin types, the contract's rules (contract/schemas/
// admin-catalogue.yaml) repeated so a mistake shows before anything is sent; the server checks
// them again and its refusals land on the same fields.
import type { PlanLimitValue } from '@generated/api/model';

export const MAX_PRICE = 1_000_000;

/** A price typed as text: undefined and a message when it is not a price of at most two decimals. */
export function readPrice(text: string, label = 'The price'): { value: number } | { error: string } {
  const t = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return { error: `${label} is a number with at most two decimals` };
  const value = Number(t);
  if (value > MAX_PRICE) return { error: `${label} is at most ${MAX_PRICE.toLocaleString('en-US')}` };
  return { value };
}

/** A whole count typed as text within bounds. */
export function readCount(
  text: string,
  min: number,
  max: number,
  label: string,
): { value: number } | { error: string } {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return { error: `${label} is a whole number` };
  const value = Number(t);
  if (value < min || value > max) return { error: `${label} is between ${min} and ${max}` };
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

export const LIMIT_LABELS: Readonly<Record<LimitKey, string>> = {
  jobPosts: 'Open jobs',
  featuredJobs: 'Featured jobs',
  candidateContactViews: 'Candidate contact views',
  candidateSearches: 'Candidate searches',
  candidateInvites: 'Candidate invitations',
  teamMembers: 'Team members',
  resumeDownloads: 'Resume downloads',
  candidates: 'Candidates',
  applications: 'Applications',
  resumeBuilds: 'Resumes built',
  resumeParses: 'Resumes parsed',
};

export function limitText(v: PlanLimitValue | undefined): string {
  return v === undefined ? 'Not included' : v === 'unlimited' ? 'Unlimited' : v.toLocaleString('en-US');
}

export const COUPON_CODE = /^[A-Za-z0-9_-]{3,32}$/;
