// The applicant's full profile for the response-detail screen: the account (name and contact) and
// the candidate_profiles row, as the contract's CandidateProfile. A candidate without a profile row
// yet gets the account's part with empty sections.
import { sql } from 'kysely';
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { candidateProfileView } from '../accounts/views.ts';

type S = components['schemas'];

const ref = (id: string | null, nm: string | null) => (id && nm ? { id, nm } : null);
const num = (v: string | number | null) => (v === null ? null : Number(v));
const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

export async function profileOf(db: Db, clientId: string, userId: string): Promise<S['CandidateProfile'] | null> {
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('client_id', '=', clientId)
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return null;
  const base = candidateProfileView({ ...user, company_name: null });
  const p = await db
    .selectFrom('candidate_profiles')
    .selectAll()
    .select(sql<string | null>`to_char(date_of_birth, 'YYYY-MM-DD')`.as('dob'))
    .where('client_id', '=', clientId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!p) return base;
  const percentObj =
    p.percent_obj && typeof p.percent_obj === 'object' && 'percent' in p.percent_obj ? p.percent_obj : base.percentObj;
  return {
    ...base,
    headline: p.headline,
    about: p.about,
    resume: p.resume ?? null,
    dateOfBirth: p.dob,
    linkedIn: p.linkedin,
    city: ref(p.city_id, p.city_nm),
    state: ref(p.state_id, p.state_nm),
    country: ref(p.country_id, p.country_nm),
    gender: ref(p.gender_id, p.gender_nm),
    industry: p.industry ?? null,
    jobDomain: p.job_domain ?? null,
    experienceYears: p.experience_years,
    experienceMonths: p.experience_months,
    isFresher: p.is_fresher,
    currentSalary: num(p.current_salary),
    expectedSalary: num(p.expected_salary),
    salaryCurrency: p.salary_currency,
    noticePeriodDays: p.notice_period_days,
    skillIds: list<S['ProfileSkill']>(p.skills),
    experiences: list<S['ProfileExperience']>(p.experiences),
    educations: list<S['ProfileEducation']>(p.educations),
    projects: list<S['ProfileProject']>(p.projects),
    certificates: list<S['ProfileCertificate']>(p.certificates),
    percentObj,
    updatedAt: new Date(p.updated_at).toISOString(),
  };
}
