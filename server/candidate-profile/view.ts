// The candidate's profile as the contract's CandidateProfile (nested form): the account (name,
// contact, picture, setup state) and the candidate_profiles row, its sections in the contract's
// order and its completion computed from what it holds. A candidate without a profile row yet
// gets the account's part with empty sections. Employers reviewing an applicant read the same view.
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { candidateProfileView } from '../users/index.ts';
import { completionOf } from './completion.ts';
import { flatOfColumns, toNested } from './location.ts';
import { profileRowWithDob } from './profile-read-repo.ts';
import { candidateAccount } from './users-repo.ts';

type S = components['schemas'];

const num = (v: string | number | null) => (v === null ? null : Number(v));
const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

type Dated = { from: string; to?: string | null };
/** Newest first by start date; entries still running (no end) before ended ones when asked. */
export function newestFirst<T extends Dated>(items: T[], runningFirst = false): T[] {
  return [...items].sort((a, b) => {
    if (runningFirst && (a.to === null) !== (b.to === null)) return a.to === null ? -1 : 1;
    return b.from.localeCompare(a.from);
  });
}

export async function profileView(db: Db, clientId: string, userId: string): Promise<S['CandidateProfile'] | null> {
  const user = await candidateAccount(db, clientId, userId);
  if (!user) return null;
  const base = candidateProfileView({ ...user, company_name: null });
  const p = await profileRowWithDob(db, clientId, userId);
  if (!p) return { ...base, percentObj: completionOf(base) };
  const profile: S['CandidateProfile'] = {
    ...base,
    ...toNested(flatOfColumns(p)),
    headline: p.headline,
    about: p.about,
    resume: p.resume ?? null,
    dateOfBirth: p.dob,
    linkedIn: p.linkedin,
    industry: p.industry ?? null,
    jobDomain: p.job_domain ?? null,
    experienceYears: p.experience_years,
    experienceMonths: p.experience_months,
    isFresher: p.is_fresher,
    currentSalary: num(p.current_salary),
    expectedSalary: num(p.expected_salary),
    salaryCurrency: p.salary_currency,
    noticePeriodDays: p.notice_period_days,
    isSearchable: p.is_searchable,
    skillIds: list<S['ProfileSkill']>(p.skills),
    experiences: newestFirst(list<S['ProfileExperience']>(p.experiences), true),
    educations: newestFirst(list<S['ProfileEducation']>(p.educations)),
    projects: newestFirst(list<S['ProfileProject']>(p.projects)),
    certificates: newestFirst(list<S['ProfileCertificate']>(p.certificates)),
    updatedAt: new Date(p.updated_at).toISOString(),
  };
  return { ...profile, percentObj: completionOf(profile) };
}
