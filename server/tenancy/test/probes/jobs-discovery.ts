// Isolation probes of the discovery operations (see types.ts). Each tenant gets a category, a live
// job, a paused job and a draft of its company, and a salary bracket of its own; the other
// tenant's jobs, company and bracket must never come back, by id, by slug or in a list.
import { addCategory, addJob } from '../../../jobs-discovery/test/support.ts';
import { jobPostValues } from './form-values.ts';
import type { Probe, ProbeMap } from './types.ts';

const NONE = '00000000-0000-4000-8000-000000000000';

const jobsOfTenant: Probe['setup'] = async (server, world) => {
  const { db } = server.database;
  const tag = world.clientId.slice(0, 8);
  const category = await addCategory(db, world.clientId, `Probe Category ${tag}`);
  const live = await addJob(db, world.clientId, world.companyId, {
    title: `Probe Analyst ${tag}`,
    category,
    skills: ['Excel'],
  });
  const paused = await addJob(db, world.clientId, world.companyId, {
    title: `Paused Analyst ${tag}`,
    category,
    status: 'PAUSED',
  });
  const draft = await addJob(db, world.clientId, world.companyId, {
    title: `Draft Analyst ${tag}`,
    category,
    status: 'DRAFT',
    approval_status: 1,
  });
  const company = await db
    .selectFrom('companies')
    .select('slug')
    .where('id', '=', world.companyId)
    .executeTakeFirstOrThrow();
  const bracket = await db
    .insertInto('masters')
    .values({
      client_id: world.clientId,
      kind: 'salary_range',
      name: `Probe bracket ${tag}`,
      slug: `probe bracket ${tag}`,
      meta: JSON.stringify({ min: 1, max: 2, currencyCode: 'USD' }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    discoveryJobId: live.id,
    discoveryJobSlug: live.slug,
    discoveryJobTitle: live.title,
    discoveryPausedSlug: paused.slug,
    discoveryDraftId: draft.id,
    discoveryCategoryId: category.id,
    discoveryCompanySlug: company.slug,
    discoverySalaryId: bracket.id,
  };
};

const api = (path: string) => `/client/api/v1/${path}`;

// The tenant's candidate has saved the live job and the paused one, and filled a profile, so the
// saved list and the recommendations of each tenant have something of its own to show.
const candidateHistory: Probe['setup'] = async (server, world) => {
  const { db } = server.database;
  const jobs = await db
    .selectFrom('jobs')
    .select('id')
    .where('client_id', '=', world.clientId)
    .where('title', 'like', '%Analyst%')
    .where('status', 'in', ['ACTIVE', 'PAUSED'])
    .execute();
  for (const job of jobs)
    await db
      .insertInto('job_tracks')
      .values({
        client_id: world.clientId,
        user_id: world.candidate.id,
        job_id: job.id,
        liked: true,
        saved_at: new Date(),
      })
      .onConflict((oc) => oc.columns(['user_id', 'job_id']).doNothing())
      .execute();
  await db
    .insertInto('candidate_profiles')
    .values({
      user_id: world.candidate.id,
      client_id: world.clientId,
      headline: 'Analyst',
      skills: JSON.stringify([{ nm: 'Excel' }]),
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return {};
};

export const discoveryProbes: ProbeMap = {
  listJobs: {
    setup: jobsOfTenant,
    call: (ids) => ({
      method: 'POST',
      path: api('jobs/get-job-list'),
      as: 'guest',
      body: { keyword: ids.discoveryJobTitle ?? 'analyst', limit: 50 },
    }),
  },
  // The jobs of listJobs' setup.
  suggestJobSearch: {
    call: (ids) => ({
      method: 'GET',
      path: api(`jobs/search-suggestions?q=${encodeURIComponent((ids.discoveryJobTitle ?? 'analyst').slice(0, 4))}`),
      as: 'guest',
    }),
  },
  getGuestJob: {
    call: (ids) => ({ method: 'GET', path: api(`jobs/get/guest/${ids.discoveryPausedSlug ?? 'none'}`), as: 'guest' }),
  },
  getJob: {
    // Its live job answers a public field of the board's job_post form, naming the tenant.
    setup: jobPostValues,
    call: (ids) => ({ method: 'GET', path: api(`jobs/get/${ids.discoveryJobId ?? NONE}`), as: 'candidate' }),
  },
  listSalaryRanges: {
    call: () => ({ method: 'POST', path: api('jobs/salary-range?currencyCode=USD'), as: 'guest' }),
  },
  listCompanies: {
    call: () => ({ method: 'POST', path: api('company/list'), as: 'guest', body: { hasOpenJobs: false, limit: 50 } }),
  },
  getCompany: {
    call: (ids) => ({ method: 'GET', path: api(`company/get/${ids.discoveryCompanySlug ?? 'none'}`), as: 'guest' }),
  },
  listGuestHiringCompanies: {
    call: (ids) => ({
      method: 'POST',
      path: api('job-recommendation/get-jobs-company-list/guest'),
      as: 'guest',
      body: { categoryIds: [ids.discoveryCategoryId ?? NONE] },
    }),
  },
  listSimilarJobs: {
    call: (ids) => ({
      method: 'POST',
      path: api('recommendations/jobs/similar'),
      as: 'candidate',
      body: { jobId: ids.discoveryJobId ?? NONE },
    }),
  },
  listLikedJobs: {
    setup: candidateHistory,
    call: () => ({ method: 'POST', path: api('jobstracks/likes/list'), as: 'candidate', body: { limit: 50 } }),
  },
  createJobTrack: {
    call: (ids) => ({
      method: 'POST',
      path: api('jobstracks/create-jobs-tracks'),
      as: 'candidate',
      body: { jobId: ids.discoveryJobId ?? NONE, type: 'save' },
    }),
  },
  setJobLike: {
    call: (ids) => ({
      method: 'POST',
      path: api('jobstracks/like-dislike'),
      as: 'candidate',
      body: { jobId: ids.discoveryJobId ?? NONE, liked: false },
    }),
  },
  listJobRecommendations: {
    call: () => ({
      method: 'POST',
      path: api('job-recommendation/get-jobs-recommendation'),
      as: 'candidate',
      body: { minScore: 0, limit: 50 },
    }),
  },
  listRecommendedJobs: {
    call: () => ({
      method: 'POST',
      path: api('recommendations/jobs'),
      as: 'candidate',
      body: { minScore: 0, limit: 50 },
    }),
  },
  listGuestJobRecommendations: {
    call: (ids) => ({
      method: 'POST',
      path: api('job-recommendation/get-jobs-recommendation/guest'),
      as: 'guest',
      body: { viewedJobIds: [ids.discoveryJobId ?? NONE, ids.discoveryDraftId ?? NONE], skills: ['excel'] },
    }),
  },
};
