// A candidate's page as the company sees it (candidate/searched-candidate/details): the card, the
// profile and what the company already has on them (applications to its jobs, its lists holding
// them, its invitations). Until the company revealed the contact details, or the candidate
// applied to it (then the candidate sent them), the profile's e-mail and mobile number are masked
// and the resume and LinkedIn address are left out: the reveal answers all four, so they are the
// contact details the licence sells. The candidate's additional details come with it, their
// contact-like answers (e-mail, phone, link, file) held back on the same terms. The resume also
// needs the plan's resume_download (resume-access.ts).
import type { components } from '@generated/schema';
import { profileView } from '../candidate-profile/index.ts';
import { candidateDetails } from '../forms/index.ts';
import { notFound } from '../errors/errors.ts';
import { candidateCards, maskEmail, maskPhone } from '../candidates/index.ts';
import { applicationsToCompany, listsHolding } from './candidate-page-repo.ts';
import { invitationsOfCandidate } from './invitations-repo.ts';
import { mayDownloadResumes } from './resume-access.ts';
import { assertVisible, iso, NO_CANDIDATE, type CompanyScope } from './scope.ts';

type S = components['schemas'];
type Details = S['SearchedCandidateDetails'];

async function applications(s: CompanyScope, candidateId: string): Promise<Details['applications']> {
  const rows = await applicationsToCompany(s.db, s.clientId, s.companyId, candidateId);
  return rows.map((r) => ({
    applicationId: r.id,
    jobId: r.job_id,
    jobTitle: r.title ?? 'Untitled job',
    status: r.status,
    appliedAt: iso(r.applied_at),
  }));
}

async function lists(s: CompanyScope, candidateId: string): Promise<Details['lists']> {
  const rows = await listsHolding(s.db, s.clientId, s.companyId, candidateId);
  return rows.map((r) => ({ _id: r.id, name: r.name }));
}

async function invitations(s: CompanyScope, candidateId: string): Promise<Details['invitations']> {
  const rows = await invitationsOfCandidate(s.db, s.clientId, s.companyId, candidateId);
  return rows.map((r) => ({
    jobId: r.job_id,
    jobTitle: r.title ?? 'Untitled job',
    invitedAt: iso(r.created_at),
    openedAt: r.opened_at ? iso(r.opened_at) : null,
  }));
}

export async function candidatePage(s: CompanyScope, candidateId: string): Promise<Details> {
  await assertVisible(s, candidateId);
  const [[candidate], profile, apps, held, invited, resumes] = await Promise.all([
    candidateCards(s, [candidateId]),
    profileView(s.db, s.clientId, candidateId),
    applications(s, candidateId),
    lists(s, candidateId),
    invitations(s, candidateId),
    mayDownloadResumes(s),
  ]);
  if (!candidate || !profile) throw notFound(NO_CANDIDATE);
  const shown: S['CandidateProfile'] = candidate.contactVisible
    ? { ...profile, resume: resumes ? profile.resume : null }
    : {
        ...profile,
        email: maskEmail(profile.email),
        mobNo: maskPhone(profile.mobNo),
        resume: null,
        linkedIn: null,
      };
  // The profile's additional details tab, its contact-like answers held back like the contact.
  const details = await candidateDetails(s.db, s.tenant, [candidateId], {
    contactVisible: () => candidate.contactVisible,
    former: true,
  });
  const additionalDetails = details.get(candidateId);
  return {
    candidate,
    profile: shown,
    applications: apps,
    lists: held,
    invitations: invited,
    ...(additionalDetails ? { additionalDetails } : {}),
  };
}
