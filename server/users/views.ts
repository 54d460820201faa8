// Account rows as the contract shows them: the session's user, the employer, a team member and
// the candidate profile as far as the account itself holds it.
import type { components } from '@generated/schema';
import { isPermission, PERMISSIONS } from '../http/permissions.ts';
import type { CompanyRow } from './companies-repo.ts';
import type { UserRow } from './users-repo.ts';

type Schemas = components['schemas'];
export type AuthUserView = Schemas['AuthUser'];
export type EmployerView = Schemas['Employer'];
export type TeamMemberView = Schemas['TeamMember'];
export type CandidateProfileView = Schemas['CandidateProfile'];
export type ProfileCompletion = Schemas['ProfileCompletion'];
export type Permission = Schemas['TeamMemberPermission'];

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));

/** An owner may do everything; a team member what the owner granted. */
export function permissionsOf(user: UserRow): Permission[] {
  return user.employer_kind === 1 ? [...PERMISSIONS] : user.permissions.filter(isPermission);
}

export function authUserView(user: UserRow): AuthUserView {
  return {
    _id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    role: user.role,
    companyName: user.role === 'employer' ? user.company_name : null,
    kind: user.role === 'employer' ? user.employer_kind : null,
    // Team members never go through the company profile setup; it is the owner's.
    isProfileSetupDone: user.employer_kind === 2 ? true : user.profile_setup_done,
    tourDone: user.tour_done,
  };
}

function companySummary(company: CompanyRow): Schemas['CompanySummary'] {
  return {
    _id: company.id,
    name: company.name,
    slug: company.slug,
    logoUri: company.logo_uri,
    externalLogoUrl: company.external_logo_url,
    // Industry master data, open jobs and reviews belong to other domains, not built yet.
    industry: null,
    location: null,
    openJobs: 0,
    rating: null,
    reviewCount: 0,
  };
}

export function employerView(user: UserRow, company: CompanyRow, siteOwner: boolean): EmployerView {
  return {
    _id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    countryCode: user.country_code,
    mobNo: user.mob_no,
    kind: user.employer_kind === 2 ? 2 : 1,
    company: companySummary(company),
    designation: user.designation,
    avatar: user.avatar_uri,
    permissions: permissionsOf(user),
    tourDone: user.tour_done,
    isProfileSetupDone: user.employer_kind === 2 ? true : user.profile_setup_done,
    isEmailVerified: user.email_verified_at !== null,
    siteOwner,
    lastLoginAt: isoOrNull(user.last_active_at),
    createdAt: iso(user.created_at),
    updatedAt: iso(user.updated_at),
  };
}

/** A member is `invited` until they set a password through the reset flow (status unverified). */
export function teamMemberStatus(user: Pick<UserRow, 'status'>): TeamMemberView['status'] {
  return user.status === 'disabled' ? 'disabled' : user.status === 'active' ? 'active' : 'invited';
}

export function teamMemberView(user: UserRow): TeamMemberView {
  return {
    _id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    countryCode: user.country_code,
    mobNo: user.mob_no,
    designation: user.designation,
    avatar: user.avatar_uri,
    permissions: permissionsOf(user),
    status: teamMemberStatus(user),
    invitedAt: iso(user.created_at),
    lastActiveAt: isoOrNull(user.last_active_at),
    createdAt: iso(user.created_at),
    updatedAt: iso(user.updated_at),
  };
}

const WEIGHTS = {
  basicDetails: 10,
  personalDetails: 20,
  industryDetails: 20,
  certificates: 10,
  education: 20,
  experience: 10,
  projects: 10,
} as const;

export function completion(flags: Omit<ProfileCompletion, 'percent'>): ProfileCompletion {
  const percent = (Object.keys(WEIGHTS) as (keyof typeof WEIGHTS)[]).reduce(
    (sum, k) => sum + (flags[k] ? WEIGHTS[k] : 0),
    0,
  );
  return { ...flags, percent };
}

/**
 * The profile as far as the account holds it. The sections, location, industry and headline come
 * with the candidate profile domain; until then they are empty, and the completion says so.
 */
export function candidateProfileView(user: UserRow): CandidateProfileView {
  return {
    _id: user.id,
    name: `${user.first_name} ${user.last_name}`.trim(),
    email: user.email,
    mobNo: user.mob_no,
    countryCode: user.country_code,
    headline: null,
    about: null,
    avatar: user.avatar_uri,
    resume: null,
    dateOfBirth: null,
    linkedIn: null,
    city: null,
    state: null,
    country: null,
    gender: null,
    industry: null,
    jobDomain: null,
    experienceYears: null,
    experienceMonths: null,
    isFresher: false,
    currentSalary: null,
    expectedSalary: null,
    salaryCurrency: null,
    noticePeriodDays: null,
    skillIds: [],
    experiences: [],
    educations: [],
    projects: [],
    certificates: [],
    percentObj: candidateCompletion(user),
    isProfileSetupDone: user.profile_setup_done,
    tourDone: user.tour_done,
    isSearchable: false,
    createdAt: iso(user.created_at),
    updatedAt: iso(user.updated_at),
  };
}

/** Basic details also need a headline, which the account does not hold: every section is open. */
export function candidateCompletion(_user: UserRow): ProfileCompletion {
  return completion({
    basicDetails: false,
    personalDetails: false,
    industryDetails: false,
    certificates: false,
    education: false,
    experience: false,
    projects: false,
  });
}
