// Everything one demo tenant holds, drawn from the fixtures (contract-shaped objects) before any of
// it is written: companies with their owners and team members, an admin, candidates with profiles,
// jobs, applications and saved jobs. The demo accounts are ordinary members of this data.
import type { Application } from '../../fixtures/applications.ts';
import type { CandidateProfile, Company, Employer, Fixtures, TeamMember } from '../../fixtures/index.ts';
import { jobDomainRef } from '../../fixtures/master.ts';
import type { Role } from '../db/tables.ts';
import { countApplicants, planApplications, planTracks, type PlannedTrack } from './plan-applications.ts';
import { planJobs, type DemoCategory, type PlannedJob, type Poster } from './plan-jobs.ts';
import { DEMO_EMAILS, type TenantSpec } from './spec.ts';

export type PlannedUser = {
  id: string;
  role: Role;
  employerKind: 1 | 2 | null;
  companyId: string | null;
  invitedBy: string | null;
  email: string;
  firstName: string;
  lastName: string;
  mobNo: string | null;
  countryCode: string | null;
  designation: string | null;
  permissions: string[];
  status: 'active' | 'unverified' | 'disabled';
  tourDone: boolean;
  profileSetupDone: boolean;
  lastActiveAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export type TenantPlan = {
  companies: Company[];
  users: PlannedUser[];
  candidates: CandidateProfile[];
  jobs: PlannedJob[];
  applications: Application[];
  tracks: PlannedTrack[];
};

const employerUser = (e: Employer, companyId: string): PlannedUser => ({
  id: e._id,
  role: 'employer',
  employerKind: 1,
  companyId,
  invitedBy: null,
  email: e.email,
  firstName: e.firstName,
  lastName: e.lastName,
  mobNo: e.mobNo,
  countryCode: e.countryCode,
  designation: e.designation,
  permissions: e.permissions,
  status: 'active',
  tourDone: e.tourDone,
  profileSetupDone: e.isProfileSetupDone,
  lastActiveAt: e.lastLoginAt ?? null,
  createdAt: e.createdAt,
  updatedAt: e.updatedAt,
});

const memberUser = (m: TeamMember, companyId: string, invitedBy: string): PlannedUser => ({
  id: m._id,
  role: 'employer',
  employerKind: 2,
  companyId,
  invitedBy,
  email: m.email,
  firstName: m.firstName,
  lastName: m.lastName,
  mobNo: m.mobNo,
  countryCode: m.countryCode,
  designation: m.designation,
  permissions: m.permissions,
  status: m.status === 'invited' ? 'unverified' : m.status,
  tourDone: m.status === 'active',
  profileSetupDone: m.status === 'active',
  lastActiveAt: m.lastActiveAt,
  createdAt: m.createdAt,
  updatedAt: m.updatedAt,
});

function candidateUser(p: CandidateProfile): PlannedUser {
  const space = p.name.indexOf(' ');
  return {
    id: p._id,
    role: 'candidate',
    employerKind: null,
    companyId: null,
    invitedBy: null,
    email: p.email,
    firstName: space > 0 ? p.name.slice(0, space) : p.name,
    lastName: space > 0 ? p.name.slice(space + 1) : '',
    mobNo: p.mobNo,
    countryCode: p.countryCode,
    designation: null,
    permissions: [],
    status: 'active',
    tourDone: p.tourDone,
    profileSetupDone: p.isProfileSetupDone,
    lastActiveAt: p.updatedAt,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}

export function planTenant(fx: Fixtures, spec: TenantSpec, categories: DemoCategory[]): TenantPlan {
  const has = (role: string) => spec.logins.some((r) => r === role);
  const companies = fx.companies(spec.companies);
  const users: PlannedUser[] = [];
  const postersByCompany = new Map<string, Poster[]>();
  const addPoster = (companyId: string, u: PlannedUser) =>
    postersByCompany.set(companyId, [
      ...(postersByCompany.get(companyId) ?? []),
      { id: u.id, name: `${u.firstName} ${u.lastName}` },
    ]);

  companies.forEach((company, i) => {
    const summary = fx.summaryOf(company);
    const owner = employerUser(
      fx.employer({ company: summary, ...(i === 0 && has('employer') ? { email: DEMO_EMAILS.employer } : {}) }),
      company._id,
    );
    users.push(owner);
    addPoster(company._id, owner);
    const demoMember = i === 0 && has('team-member');
    const extraMember = i > 0 && spec.teamMemberEvery > 0 && i % spec.teamMemberEvery === 0;
    if (demoMember || extraMember) {
      const overrides: Partial<TeamMember> = demoMember ? { email: DEMO_EMAILS.teamMember, status: 'active' } : {};
      const member = memberUser(fx.teamMember(overrides, summary), company._id, owner.id);
      users.push(member);
      if (member.status === 'active') addPoster(company._id, member);
    }
  });

  if (has('admin')) {
    const at = fx.context.ago(400);
    users.push({
      id: fx.faker.string.uuid(),
      role: 'admin',
      employerKind: null,
      companyId: null,
      invitedBy: null,
      email: DEMO_EMAILS.admin,
      firstName: 'Morgan',
      lastName: 'Ellis',
      mobNo: null,
      countryCode: null,
      designation: 'Site administrator',
      permissions: [],
      status: 'active',
      tourDone: true,
      profileSetupDone: true,
      lastActiveAt: fx.context.ago(1),
      createdAt: at,
      updatedAt: at,
    });
  }

  const demoCandidate = has('candidate')
    ? fx.candidate({ email: DEMO_EMAILS.candidate, jobDomain: jobDomainRef('Software Development') })
    : undefined;
  const candidates = [
    ...(demoCandidate ? [demoCandidate] : []),
    ...fx.candidates(spec.candidates - (demoCandidate ? 1 : 0)),
  ];
  users.push(...candidates.map(candidateUser));

  const postersOf = (companyId: string) => postersByCompany.get(companyId) ?? [];
  const jobs = planJobs(fx, spec, companies, categories, postersOf);
  const applications = planApplications({
    fx,
    jobs,
    candidates,
    demoCandidate,
    demoCompanyId: companies[0]?._id ?? '',
    guests: spec.guestApplications,
    reviewersOf: postersOf,
  });
  countApplicants(fx, jobs, applications);
  const tracks = planTracks(fx, jobs, candidates, demoCandidate);
  return { companies, users, candidates, jobs, applications, tracks };
}
