// Job recommendations without a profile-matching model: jobs similar to a job (for the job page),
// and jobs for a guest from what they chose and viewed. Each comes with a 0–100 score and the
// reasons it matched, strongest first.
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { page } from '../http/envelope.ts';
import type { AuthUser } from '../http/context.ts';
import { notFound } from '../errors/errors.ts';
import {
  companiesByIds,
  jobSummary,
  type Audience,
  candidateMarks,
  findJob,
  profileSkillNames,
  isLiveRow,
} from '../jobs/index.ts';
import {
  jobsForInterests,
  popularJobs,
  similarJobs,
  viewedJobsProfile,
  type Interests,
  type Matched,
} from './recommend-repo.ts';

type S = components['schemas'];
type Reason = S['RecommendationReason'];

function listNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

function experienceText(row: Matched): string {
  const min = row.experience_min ?? 0;
  const max = row.experience_max;
  return max === null ? `${min}+ years` : min === max ? `${min} years` : `${min}–${max} years`;
}

function similarReasons(row: Matched): Reason[] {
  const reasons: Array<Reason & { weight: number }> = [];
  const shared = row.shared_skills.slice(0, 3);
  if (shared.length) reasons.push({ kind: 'skills', text: `Shares ${listNames(shared)}`, weight: 10 * shared.length });
  if (row.same_category) reasons.push({ kind: 'category', text: `Also in ${row.category_nm}`, weight: 30 });
  if (row.same_city && row.city_nm) reasons.push({ kind: 'location', text: `Also in ${row.city_nm}`, weight: 10 });
  else if (row.same_country && row.country_nm)
    reasons.push({ kind: 'location', text: `Also in ${row.country_nm}`, weight: 5 });
  if (row.experience_fits)
    reasons.push({ kind: 'experience', text: `Asks for ${experienceText(row)}, a similar level`, weight: 5 });
  return reasons.sort((a, b) => b.weight - a.weight).map(({ kind, text }) => ({ kind, text }));
}

function interestReasons(row: Matched, i: Interests, viewedCategories: Set<string>): Reason[] {
  const reasons: Array<Reason & { weight: number }> = [];
  const shared = row.shared_skills.slice(0, 3);
  if (shared.length) {
    const n = row.shared_skills.length;
    reasons.push({ kind: 'skills', text: `Matches ${n} of your skills: ${shared.join(', ')}`, weight: 10 * n });
  }
  if (row.same_category) {
    const viewed = viewedCategories.has(row.category_id);
    reasons.push({
      kind: 'category',
      text: viewed ? `In ${row.category_nm}, like jobs you viewed` : `In ${row.category_nm}`,
      weight: 25,
    });
  }
  if (row.same_city && row.city_nm) reasons.push({ kind: 'location', text: `In ${row.city_nm}`, weight: 15 });
  else if (row.same_country)
    reasons.push({
      kind: 'location',
      text: row.location_type === 'WFH' ? 'Remote, open to your country' : `In ${row.country_nm ?? 'your country'}`,
      weight: 8,
    });
  if (row.experience_fits && i.experienceYears !== null)
    reasons.push({
      kind: 'experience',
      text: `Asks for ${experienceText(row)}; you have ${i.experienceYears}`,
      weight: 10,
    });
  return reasons
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 4)
    .map(({ kind, text }) => ({ kind, text }));
}

async function cards(
  db: Db,
  clientId: string,
  rows: Matched[],
  candidate: AuthUser | null,
  now: Date,
): Promise<(row: Matched) => S['JobSummary']> {
  const [companies, marks] = await Promise.all([
    companiesByIds(
      db,
      clientId,
      rows.map((r) => r.company_id),
    ),
    candidate
      ? candidateMarks(
          db,
          clientId,
          candidate.id,
          rows.map((r) => r.id),
        )
      : Promise.resolve(null),
  ]);
  return (row) => {
    const audience: Audience = marks
      ? { kind: 'candidate', applied: marks.applied.has(row.id), saved: marks.saved.has(row.id) }
      : { kind: 'public' };
    return jobSummary(row, companies.get(row.company_id), audience, now);
  };
}

export async function similarTo(
  db: Db,
  clientId: string,
  user: AuthUser,
  q: S['SimilarJobsQuery'],
  now = new Date(),
): Promise<S['JobRecommendation'][]> {
  const job = await findJob(db, clientId, q.jobId);
  const own = job !== undefined && user.role === 'employer' && user.companyId === job.company_id;
  if (!job || (!own && !isLiveRow(job, now))) throw notFound('This job does not exist or is no longer available');
  const candidate = user.role === 'candidate' ? user : null;
  const profileSkills = candidate ? await profileSkillNames(db, clientId, candidate.id) : [];
  const rows = await similarJobs(
    db,
    clientId,
    {
      id: job.id,
      categoryId: job.category_id,
      skills: job.skills,
      title: job.title,
      cityId: job.location_type === 'WFH' ? null : job.city_id,
      countryId: job.country_id,
      experienceMin: job.experience_min,
      experienceMax: job.experience_max,
    },
    {
      limit: q.limit ?? 6,
      profileSkills,
      notAppliedBy: candidate && q.excludeApplied !== false ? candidate.id : null,
    },
  );
  const card = await cards(db, clientId, rows, candidate, now);
  return rows.map((r) => ({ job: card(r), score: r.score, reasons: similarReasons(r) }));
}

export async function forGuest(db: Db, clientId: string, q: S['GuestJobRecommendationQuery'], now = new Date()) {
  const pageNo = q.page ?? 1;
  const limit = q.limit ?? 10;
  const viewedIds = q.viewedJobIds ?? [];
  const viewed = await viewedJobsProfile(db, clientId, viewedIds);
  const interests: Interests = {
    keyword: q.keyword?.trim() || null,
    skills: [...new Set([...(q.skills ?? []).map((s) => s.trim().toLowerCase()), ...viewed.skills])],
    categoryIds: [...new Set([...(q.categoryIds ?? []), ...viewed.categoryIds])],
    cityId: q.cityId ?? null,
    countryId: q.countryId ?? null,
    experienceYears: q.experienceYears ?? null,
    exceptIds: viewedIds,
  };
  const nothing =
    !interests.keyword &&
    !interests.skills.length &&
    !interests.categoryIds.length &&
    !interests.cityId &&
    !interests.countryId &&
    interests.experienceYears === null;
  const fetch = (p: number, l: number) =>
    nothing ? popularJobs(db, clientId, viewedIds, p, l) : jobsForInterests(db, clientId, interests, p, l);
  const rows = await fetch(pageNo, limit);
  const card = await cards(db, clientId, rows, null, now);
  const viewedCategories = new Set(viewed.categoryIds);
  const items = rows.map((r) => ({
    job: card(r),
    score: nothing ? 0 : r.score,
    reasons: nothing ? [] : interestReasons(r, interests, viewedCategories),
  }));
  // The total rides on each row; a page past the end has none, so ask for the first row alone.
  const total = rows[0]?.total ?? (pageNo > 1 ? ((await fetch(1, 1))[0]?.total ?? 0) : 0);
  return page(items, total, total === 0 ? 1 : pageNo, limit);
}
