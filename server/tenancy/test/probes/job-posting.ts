// Isolation probes of the posting operations (see types.ts). Each tenant gets a category, a draft,
// a live job and a paused job of its company; calls naming the other tenant's jobs must find none.
import { addCategory, addJob } from '../../../jobs-discovery/test/support.ts';
import type { Probe, ProbeMap, ProbeCall } from './types.ts';

const NONE = '00000000-0000-4000-8000-000000000000';
const api = (path: string) => `/client/api/v1/${path}`;

const postingJobs: Probe['setup'] = async (server, world) => {
  const { db } = server.database;
  const tag = world.clientId.slice(0, 8);
  const category = await addCategory(db, world.clientId, `Posting Category ${tag}`);
  const draft = await addJob(db, world.clientId, world.companyId, {
    title: `Posting Draft ${tag}`,
    category,
    status: 'DRAFT',
    approval_status: 1,
    posting_step: 'additional-question',
    experience_min: 1,
    experience_max: 3,
    company_info: JSON.stringify({ companyName: `${tag} Holdings`, logo: null, about: null, website: null }),
  });
  const live = await addJob(db, world.clientId, world.companyId, { title: `Posting Live ${tag}`, category });
  const paused = await addJob(db, world.clientId, world.companyId, {
    title: `Posting Paused ${tag}`,
    category,
    status: 'PAUSED',
  });
  return {
    postingCategoryId: category.id,
    postingDraftId: draft.id,
    postingLiveId: live.id,
    postingPausedId: paused.id,
  };
};

const on =
  (
    method: ProbeCall['method'],
    path: (ids: Record<string, string>) => string,
    body?: (ids: Record<string, string>) => unknown,
  ) =>
  (ids: Record<string, string>): ProbeCall => ({
    method,
    path: api(path(ids)),
    as: 'employer',
    ...(body ? { body: body(ids) } : {}),
  });

const draft = (ids: Record<string, string>) => ids.postingDraftId ?? NONE;
const live = (ids: Record<string, string>) => ids.postingLiveId ?? NONE;

export const postingProbes: ProbeMap = {
  createJobType: {
    setup: postingJobs,
    call: on(
      'POST',
      () => 'jobs/create-job-type',
      (ids) => ({
        employmentType: 'FULL_TIME',
        categoryId: ids.postingCategoryId ?? NONE,
      }),
    ),
  },
  updateJobType: {
    call: on(
      'PUT',
      (ids) => `jobs/update-job-type/${draft(ids)}`,
      (ids) => ({
        employmentType: 'CONTRACT',
        categoryId: ids.postingCategoryId ?? NONE,
      }),
    ),
  },
  createJobHighlights: {
    call: on(
      'PUT',
      (ids) => `jobs/create-job-highlights/${draft(ids)}`,
      () => ({
        step: 'job-post',
        title: 'Probe Title',
        vacancies: 1,
        experience: { min: 0, max: 2 },
      }),
    ),
  },
  createJobLocation: {
    call: on(
      'PUT',
      (ids) => `jobs/create-job-location/${draft(ids)}`,
      () => ({ locationType: 'WFH' }),
    ),
  },
  createJobBenefits: {
    call: on(
      'PUT',
      (ids) => `jobs/create-job-benefits/${draft(ids)}`,
      () => ({ step: 'benefits', benefits: [] }),
    ),
  },
  createJobAdditionalQuestions: {
    call: on(
      'PUT',
      (ids) => `jobs/create-job-additional-question/${draft(ids)}`,
      () => ({ questions: [] }),
    ),
  },
  confirmJobPost: {
    call: on(
      'POST',
      () => 'jobs/confirm-post',
      (ids) => ({ jobId: draft(ids) }),
    ),
  },
  verifyJobSlug: {
    call: on(
      'POST',
      () => 'jobs/verify-slug',
      (ids) => ({ slug: 'probe-open-position', jobId: live(ids) }),
    ),
  },
  activateJob: {
    call: on(
      'PATCH',
      (ids) => `jobs/activate/${live(ids)}`,
      () => ({ isActive: false }),
    ),
  },
  pauseJob: { call: on('PUT', (ids) => `jobs/pause-job/${live(ids)}`) },
  resumeJob: { call: on('PUT', (ids) => `jobs/resume-job/${ids.postingPausedId ?? NONE}`) },
  closeJobPosition: {
    call: on(
      'POST',
      (ids) => `jobs/postion-closed/${live(ids)}`,
      () => ({}),
    ),
  },
  softDeleteJobs: {
    call: on(
      'PUT',
      () => 'jobs/soft-delete',
      (ids) => ({ ids: [ids.postingPausedId ?? NONE] }),
    ),
  },
  deleteJob: { call: on('PUT', (ids) => `jobs/delete-job/${ids.postingPausedId ?? NONE}`) },
  cloneJob: {
    call: on(
      'POST',
      () => 'jobs/clone-job',
      (ids) => ({ jobId: live(ids) }),
    ),
  },
  updateJobVacancyCount: {
    call: on(
      'PUT',
      (ids) => `jobs/update-vacancy-count/${live(ids)}`,
      () => ({ vacancies: 4 }),
    ),
  },
};
