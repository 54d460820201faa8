// Reads the facts the score compares: a job of the tenant and candidate profiles, shaped by
// facts.ts. Only findable candidates (search/repo/visibility.ts, in facts-repo.ts) are ever read, so nothing
// downstream can score, list or recommend a candidate who chose not to be found.
import type { components } from '@generated/schema';
import type { Db } from '../../db/database.ts';
import { isUuid } from '../../master/uuid.ts';
import { yearsOf } from '../../candidates/index.ts';
import type { CandidateFacts, JobFacts } from './facts.ts';
import { candidateFactsRows, jobFactsRow } from './facts-repo.ts';

type S = components['schemas'];

const num = (v: string | number | null): number | null => {
  if (v === null) return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/** A job of the tenant (any company's: callers check the owner), or undefined. */
export async function loadJob(db: Db, clientId: string, jobId: string): Promise<JobFacts | undefined> {
  if (!isUuid(jobId)) return undefined;
  const j = await jobFactsRow(db, clientId, jobId);
  if (!j) return undefined;
  return {
    id: j.id,
    companyId: j.company_id,
    title: j.title ?? '',
    skills: j.skills ?? [],
    experienceMin: j.experience_min,
    experienceMax: j.experience_max,
    workplace: j.location_type === 'WFH' ? 'WFH' : j.workplace_type,
    cityId: j.city_id,
    cityNm: j.city_nm,
    stateId: j.state_id,
    countryId: j.country_id,
    salaryMin: num(j.salary_min),
    salaryMax: num(j.salary_max),
    salaryCurrency: j.salary_currency,
    qualification: j.qualification?.nm ?? null,
  };
}

const strings = (v: unknown, pick: (e: Record<string, unknown>) => unknown): string[] =>
  Array.isArray(v)
    ? v.flatMap((e) => {
        const s = e && typeof e === 'object' ? pick(e as Record<string, unknown>) : null;
        return typeof s === 'string' && s.trim() ? [s] : [];
      })
    : [];

function recentTitles(experiences: unknown): string[] {
  if (!Array.isArray(experiences)) return [];
  const list = (experiences as S['ProfileExperience'][]).filter((e) => e && typeof e === 'object');
  const sorted = [...list].sort(
    (a, b) => Number(!!b.isCurrent) - Number(!!a.isCurrent) || String(b.from ?? '').localeCompare(String(a.from ?? '')),
  );
  return strings(sorted, (e) => e.title);
}

/** The findable candidates among `ids`, in no particular order. */
export async function loadCandidates(db: Db, clientId: string, ids: readonly string[]): Promise<CandidateFacts[]> {
  const wanted = [...new Set(ids.filter(isUuid))];
  if (!wanted.length) return [];
  const rows = await candidateFactsRows(db, clientId, wanted);
  return rows.map((r) => ({
    id: r.id,
    name: `${r.first_name} ${r.last_name}`.trim(),
    headline: r.headline,
    titles: recentTitles(r.experiences),
    skills: strings(r.skills, (e) => e.nm),
    years: yearsOf(r.experience_years, r.experience_months) ?? (r.is_fresher ? 0 : null),
    cityId: r.city_id,
    cityNm: r.city_nm,
    stateId: r.state_id,
    stateNm: r.state_nm,
    countryId: r.country_id,
    countryNm: r.country_nm,
    expectedSalary: num(r.expected_salary),
    salaryCurrency: r.salary_currency,
    qualifications: strings(r.educations, (e) => e.qualification),
    lastActiveAt: r.last_active_at ? new Date(r.last_active_at).toISOString() : null,
  }));
}
