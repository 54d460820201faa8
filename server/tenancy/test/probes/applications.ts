// Isolation probes of applications operations (see types.ts). Each tenant gets a live job of its
// company with an application of its candidate, a guest application, and a redirect-apply job;
// calls naming the other tenant's jobs and applications must find none of them.
import { addCategory, addJob } from '../../../jobs-discovery/test/support.ts';
import { insertFile } from '../../../files/files-repo.ts';
import type { Probe, ProbeMap, ProbeCall } from './types.ts';

const NONE = '00000000-0000-4000-8000-000000000000';
const api = (path: string) => `/client/api/v1/${path}`;

const applicationWorld: Probe['setup'] = async (server, world) => {
  const { db } = server.database;
  const tag = world.clientId.slice(0, 8);
  const category = await addCategory(db, world.clientId, `Applications Category ${tag}`);
  const job = await addJob(db, world.clientId, world.companyId, { title: `Applications Live ${tag}`, category });
  const redirect = await addJob(db, world.clientId, world.companyId, {
    title: `Applications Redirect ${tag}`,
    category,
    redirect_url: `https://careers.example.com/${tag}`,
  });
  const resume = await insertFile(db, {
    clientId: world.clientId,
    ownerId: world.candidate.id,
    key: `probe-${tag}-resume.pdf`,
    name: `Resume ${tag}.pdf`,
    mimeType: 'application/pdf',
    size: 1000,
    purpose: 'resume',
  });
  const guestResume = await insertFile(db, {
    clientId: world.clientId,
    ownerId: null,
    key: `probe-${tag}-guest.pdf`,
    name: `Guest ${tag}.pdf`,
    mimeType: 'application/pdf',
    size: 1000,
    purpose: 'resume',
  });
  const application = await db
    .insertInto('applications')
    .values({
      client_id: world.clientId,
      job_id: job.id,
      candidate_id: world.candidate.id,
      resume: JSON.stringify({
        uri: `/files/${resume.storage_key}`,
        name: resume.name,
        mimeType: 'application/pdf',
        size: 1000,
      }),
      answers: '{}',
      source: 'direct',
      applied_at: new Date(),
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('application_history')
    .values({
      client_id: world.clientId,
      application_id: application.id,
      from_status: null,
      to_status: 'APPLIED',
      by_user_id: world.candidate.id,
      by_name: `Cand ${tag}`,
      note: `note ${tag}`,
      at: new Date(),
    })
    .execute();
  return {
    applicationsJobId: job.id,
    applicationsRedirectJobId: redirect.id,
    applicationId: application.id,
    applicationsResumeUri: `/files/${resume.storage_key}`,
    applicationsGuestResumeUri: `/files/${guestResume.storage_key}`,
  };
};

const as =
  (
    who: ProbeCall['as'],
    method: ProbeCall['method'],
    path: (ids: Record<string, string>) => string,
    body?: (ids: Record<string, string>) => unknown,
  ) =>
  (ids: Record<string, string>): ProbeCall => ({
    method,
    path: api(path(ids)),
    as: who,
    ...(body ? { body: body(ids) } : {}),
  });

const app = (ids: Record<string, string>) => ids.applicationId ?? NONE;
const job = (ids: Record<string, string>) => ids.applicationsJobId ?? NONE;
const redirectJob = (ids: Record<string, string>) => ids.applicationsRedirectJobId ?? NONE;

export const applicationProbes: ProbeMap = {
  listApplications: {
    setup: applicationWorld,
    call: as(
      'employer',
      'POST',
      () => 'userjobs/list',
      (ids) => ({ jobId: job(ids) }),
    ),
  },
  // The applicants as a file: the other board's job is unknown here, and no name of its crosses.
  exportApplications: {
    call: as(
      'employer',
      'POST',
      () => 'userjobs/export',
      (ids) => ({ jobId: job(ids) }),
    ),
  },
  getApplicationDetails: {
    call: as(
      'teamMember',
      'POST',
      () => 'userjobs/get/candidate/details',
      (ids) => ({ userJobId: app(ids) }),
    ),
  },
  updateApplicationStatus: {
    call: as(
      'employer',
      'PUT',
      (ids) => `userjobs/update/${app(ids)}`,
      () => ({ status: 'SHORTLIST' }),
    ),
  },
  applyToJob: {
    call: as(
      'candidate',
      'POST',
      () => 'userjobs/create',
      (ids) => ({
        jobId: job(ids),
        resumeUri: ids.applicationsResumeUri ?? '/files/none.pdf',
      }),
    ),
  },
  createRedirectApplication: {
    call: as('candidate', 'POST', (ids) => `userjobs/create-by-redirecturl?jobId=${redirectJob(ids)}`),
  },
  createGuestRedirectApplication: {
    call: as(
      'guest',
      'POST',
      (ids) => `userjobs/guest-user/create-by-redirect?jobId=${redirectJob(ids)}&email=probe%40example.com`,
    ),
  },
  applyToJobAsGuest: {
    call: as(
      'guest',
      'POST',
      () => 'userjobs/guestuser-applyJob',
      (ids) => ({
        jobId: job(ids),
        name: 'Probe Guest',
        email: 'probe.guest@example.com',
        mobNo: '9876543210',
        countryCode: '+91',
        resumeUri: ids.applicationsGuestResumeUri ?? '/files/none.pdf',
      }),
    ),
  },
  listActiveJobsWithApplicants: {
    call: as(
      'employer',
      'POST',
      () => 'userjobs/active-jobs/list',
      () => ({}),
    ),
  },
  listApplicantCandidates: {
    call: as(
      'employer',
      'POST',
      () => 'candidate/list',
      (ids) => ({ jobId: job(ids) }),
    ),
  },
  countApplicationsByStatus: {
    call: as(
      'employer',
      'POST',
      () => 'candidate/status-count',
      (ids) => ({ jobId: job(ids) }),
    ),
  },
};
