// Recommendations for a signed-in candidate, from their profile (skills, experience, location,
// expected salary, job domain, industry) and history (categories of jobs applied to and saved).
// Two rankings share this: the rule-based list, and the AI ranking (plan feature
// ai_job_recommendation), which also weighs how close each job title is to the roles in the
// candidate's headline and experience. A profile with nothing to match on gets the newest jobs,
// score 0, no reasons.
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import type { AuthUser } from '../http/context.ts';
import { page } from '../http/envelope.ts';
import { companiesByIds, jobSummary, candidateMarks } from '../jobs/index.ts';
import {
  candidateSignals,
  jobsForProfile,
  WEIGHTS as W,
  type CandidateSignals,
  type ProfileMatched,
  type ProfileQuery,
} from './profile-recommend-repo.ts';

type S = components['schemas'];
type Reason = S['RecommendationReason'];

const clip = (s: string) => (s.length > 200 ? `${s.slice(0, 199)}…` : s);

function yearsText(row: ProfileMatched): string {
  const min = row.experience_min ?? 0;
  const max = row.experience_max;
  return max === null ? `${min}+ years` : min === max ? `${min} years` : `${min}–${max} years`;
}

function money(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
  } catch {
    return `${currency} ${Math.round(amount)}`;
  }
}

/** The reasons of one match, strongest first, at most four. */
export function profileReasons(row: ProfileMatched, c: CandidateSignals): Reason[] {
  const out: Array<Reason & { weight: number }> = [];
  const n = row.shared_skills.length;
  if (n)
    out.push({
      kind: 'skills',
      text: `Matches ${n} of your skills: ${row.shared_skills.slice(0, 3).join(', ')}${n > 3 ? ' and more' : ''}`,
      weight: W.perSkill * Math.min(n, W.maxSkills),
    });
  if (row.applied_category)
    out.push({ kind: 'category', text: `In ${row.category_nm}, like jobs you applied to`, weight: W.category });
  else if (row.saved_category)
    out.push({ kind: 'category', text: `In ${row.category_nm}, like jobs you saved`, weight: W.category });
  else if (row.domain_category)
    out.push({ kind: 'category', text: `In ${row.category_nm}, your job domain`, weight: W.category });
  if (row.role_title)
    out.push({ kind: 'experience', text: `Close to your role: ${row.role_title}`, weight: W.role - 1 });
  if (row.experience_fits && c.experienceYears !== null)
    out.push({
      kind: 'experience',
      text:
        c.experienceYears === 0
          ? `Asks for ${yearsText(row)}; open to freshers`
          : `Asks for ${yearsText(row)}; you have ${c.experienceYears}`,
      weight: W.experience,
    });
  if (row.same_city && row.city_nm)
    out.push({ kind: 'location', text: `In ${row.city_nm}, your city`, weight: W.city });
  else if (row.same_state && row.state_nm)
    out.push({ kind: 'location', text: `In ${row.state_nm}, your state`, weight: W.state });
  else if (row.same_country)
    out.push({
      kind: 'location',
      text:
        row.location_type === 'WFH'
          ? `Remote, open to ${c.country?.nm ?? 'your country'}`
          : `In ${row.country_nm ?? c.country?.nm ?? 'your country'}`,
      weight: W.country,
    });
  if (row.salary_fits && c.expectedSalary !== null && c.salaryCurrency)
    out.push({
      kind: 'salary',
      text: `Pay reaches your expected ${money(c.expectedSalary, c.salaryCurrency)} a year`,
      weight: W.salary,
    });
  if (row.same_industry && c.industry)
    out.push({ kind: 'category', text: 'At a company in your industry', weight: W.industry });
  return out
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 4)
    .map(({ kind, text }) => ({ kind, text: clip(text) }));
}

function hasNothing(c: CandidateSignals, byRole: boolean): boolean {
  return (
    !c.skills.length &&
    c.experienceYears === null &&
    !c.city &&
    !c.state &&
    !c.country &&
    c.expectedSalary === null &&
    !c.domain &&
    !c.industry &&
    !c.appliedCategoryIds.length &&
    !c.savedCategoryIds.length &&
    !(byRole && c.roles.length)
  );
}

export async function forCandidate(
  db: Db,
  clientId: string,
  user: AuthUser,
  q: S['JobRecommendationQuery'],
  opts: { ai: boolean },
  now = new Date(),
) {
  const signals = await candidateSignals(db, clientId, user.id);
  const pageNo = q.page ?? 1;
  const limit = q.limit ?? 10;
  const query: ProfileQuery = {
    page: pageNo,
    limit,
    minScore: q.minScore ?? 40,
    categoryIds: q.categoryIds ?? [],
    workplaceTypes: q.workplaceTypes ?? [],
    notAppliedBy: q.excludeApplied === false ? null : user.id,
    nothing: hasNothing(signals, opts.ai),
    byRole: opts.ai,
  };
  const rows = await jobsForProfile(db, clientId, signals, query);
  const [companies, marks] = await Promise.all([
    companiesByIds(
      db,
      clientId,
      rows.map((r) => r.company_id),
    ),
    candidateMarks(
      db,
      clientId,
      user.id,
      rows.map((r) => r.id),
    ),
  ]);
  const items: S['JobRecommendation'][] = rows.map((r) => ({
    job: jobSummary(
      r,
      companies.get(r.company_id),
      { kind: 'candidate', applied: marks.applied.has(r.id), saved: marks.saved.has(r.id) },
      now,
    ),
    score: r.score,
    reasons: query.nothing ? [] : profileReasons(r, signals),
  }));
  // The total rides on each row; a page past the end has none, so ask for the first row alone.
  const total =
    rows[0]?.total ??
    (pageNo > 1 ? ((await jobsForProfile(db, clientId, signals, { ...query, page: 1, limit: 1 }))[0]?.total ?? 0) : 0);
  return page(items, total, pageNo, limit);
}
