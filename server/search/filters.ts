// A candidate search as the SQL reads it: each filter type resolved from the request's ids to the
// values the candidate_search row holds (skill names with their synonyms, experience ranges in
// months, salary ranges in yearly US dollars, qualification names). A type left out is null; a
// type whose values resolve to nothing matches nobody rather than everybody.
import type { components } from '@generated/schema';
import { mastersByIds, type MasterRow } from '../master-data/index.ts';
import type { Db } from '../db/database.ts';
import { USD_RATES } from '../jobs/index.ts';
import { fieldError } from '../errors/errors.ts';
import { isUuid } from '../master/uuid.ts';
import { type KeywordGroup, normalise, termVariants } from '../keywords/index.ts';
import { planKeyword } from './keyword-plan.ts';

type S = components['schemas'];
export type CandidateSearchQuery = S['CandidateSearchQuery'];
export type FilterType = S['SavedSearchFilterType'];

export type Range = { min: number; max: number | null };

export type SearchFilters = {
  keyword: KeywordGroup[] | null;
  listIds: string[] | null;
  companies: string[] | null;
  titles: string[] | null;
  domainIds: string[] | null;
  skillKeys: string[] | null;
  /** Total experience in months. */
  experience: Range[] | null;
  /** Expected salary in US dollars a year. */
  salary: Range[] | null;
  qualificationKeys: string[] | null;
  certifications: string[] | null;
  genderIds: string[] | null;
  cityIds: string[] | null;
};

const given = <T>(values: readonly T[] | undefined): values is readonly T[] => !!values && values.length > 0;
const texts = (values: readonly string[] | undefined) =>
  given(values) ? [...new Set(values.map(normalise).filter(Boolean))] : null;

const isCurrency = (v: unknown): v is keyof typeof USD_RATES => typeof v === 'string' && v in USD_RATES;

export type RangeKind = 'years_of_experience' | 'salary_range';

/** A range master item as the search compares it: months of experience, or US dollars a year. */
export function masterRange(row: MasterRow, kind: RangeKind): Range | null {
  const m = (row.meta ?? {}) as Record<string, unknown>;
  if (typeof m.min !== 'number' || !(typeof m.max === 'number' || m.max === null)) return null;
  const rate = USD_RATES[isCurrency(m.currencyCode) ? m.currencyCode : 'USD'];
  const scale = (n: number) => (kind === 'salary_range' ? n / rate : n * 12);
  return { min: scale(m.min), max: m.max === null ? null : scale(m.max) };
}

async function ranges(
  db: Db,
  clientId: string,
  kind: RangeKind,
  field: string,
  ids: readonly string[] | undefined,
): Promise<Range[] | null> {
  if (!given(ids)) return null;
  const rows = await mastersByIds(db, clientId, kind, [...ids]);
  const found = rows.flatMap((row) => {
    const r = masterRange(row, kind);
    return r ? [r] : [];
  });
  if (found.length < new Set(ids).size) throw fieldError(field, `${field} names a range this board does not have`);
  return found;
}

/** Skill ids as given (profiles keep master ids) plus every spelling of the named skills. */
async function skillKeys(db: Db, clientId: string, ids: readonly string[] | undefined): Promise<string[] | null> {
  if (!given(ids)) return null;
  const rows = await mastersByIds(db, clientId, 'skills', [...ids]);
  const names = [...rows.map((r) => r.name), ...ids.filter((id) => !isUuid(id))];
  return [...new Set([...ids, ...names.flatMap((n) => termVariants(n))])];
}

async function qualificationKeys(
  db: Db,
  clientId: string,
  ids: readonly string[] | undefined,
): Promise<string[] | null> {
  if (!given(ids)) return null;
  const rows = await mastersByIds(db, clientId, 'qualification', [...ids]);
  return rows.map((r) => normalise(r.name));
}

/** Titles with the synonyms of each ("sde" also finds "software engineer"). */
const titles = (values: readonly string[] | undefined) =>
  given(values) ? [...new Set(values.flatMap((t) => termVariants(t)).filter(Boolean))] : null;

export async function resolveFilters(db: Db, clientId: string, q: CandidateSearchQuery): Promise<SearchFilters> {
  const keyword = q.keyword?.trim() ? planKeyword(db, clientId, q.keyword) : Promise.resolve(null);
  const [kw, experience, salary, skills, quals] = await Promise.all([
    keyword,
    ranges(db, clientId, 'years_of_experience', 'experienceIds', q.experienceIds),
    ranges(db, clientId, 'salary_range', 'salaryRangeIds', q.salaryRangeIds),
    skillKeys(db, clientId, q.skillIds),
    qualificationKeys(db, clientId, q.qualificationIds),
  ]);
  return {
    keyword: kw,
    listIds: given(q.listIds) ? q.listIds.filter(isUuid) : null,
    companies: texts(q.companies),
    titles: titles(q.titles),
    domainIds: given(q.domainIds) ? [...q.domainIds] : null,
    skillKeys: skills,
    experience,
    salary,
    qualificationKeys: quals,
    certifications: texts(q.certifications),
    genderIds: given(q.genderIds) ? [...q.genderIds] : null,
    cityIds: given(q.cityIds) ? [...q.cityIds] : null,
  };
}
