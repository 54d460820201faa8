// Isolation probes of matched candidates and candidate recommendations (see types.ts). Each
// tenant gets a job of its company and a findable candidate who fits it, liked and marked seen by
// the company, so every call has something of its own to show; named with the other tenant's
// job or candidate, each must find nothing.
import { addCategory, addJob } from '../../../jobs-discovery/test/support.ts';
import { addProfile } from '../../../employer-candidates/matching/test/support.ts';
import type { Probe, ProbeMap } from './types.ts';

const NONE = '00000000-0000-4000-8000-000000000000';
const api = (path: string) => `/client/api/v1/${path}`;

const matchingWorld: Probe['setup'] = async (server, world) => {
  const { db } = server.database;
  const tag = world.host.split('.')[0] ?? 'probe';
  const category = await addCategory(db, world.clientId, `Matching Probe ${tag}`);
  const skills = ['TypeScript', `Probe${tag}`];
  const job = await addJob(db, world.clientId, world.companyId, {
    title: `Matching probe engineer ${tag}`,
    category,
    skills,
  });
  const candidate = await addProfile(db, server.deps.secret, world.clientId, {
    firstName: `Matchprobe${tag}`,
    headline: 'Engineer',
    skills,
  });
  const common = { client_id: world.clientId, company_id: world.companyId, candidate_id: candidate.id, job_id: job.id };
  await db
    .insertInto('candidate_recommendation_interactions')
    .values({ ...common, action: 'like', by_user_id: world.employer.id })
    .execute();
  await db
    .insertInto('candidate_recommendation_views')
    .values({ ...common, viewed_by: world.employer.id })
    .execute();
  return { matchingJobId: job.id, matchingCandidateId: candidate.id, matchingCandidateEmail: candidate.email };
};

const job = (ids: Record<string, string>) => ids.matchingJobId ?? NONE;
const candidate = (ids: Record<string, string>) => ids.matchingCandidateId ?? NONE;

export const candidateMatchingProbes: ProbeMap = {
  listMatchedCandidates: {
    setup: matchingWorld,
    call: (ids) => ({
      method: 'POST',
      path: api('candidate/matched-candidate/list'),
      as: 'employer',
      body: { jobId: job(ids), minScore: 0 },
    }),
  },
  getMatchedCandidateDetails: {
    call: (ids, self) => ({
      method: 'POST',
      path: api('candidate/matched-candidate/details'),
      as: 'employer',
      body: { jobId: self.ids.matchingJobId ?? NONE, candidateId: candidate(ids) },
    }),
  },
  listCandidateRecommendations: {
    call: (ids) => ({
      method: 'POST',
      path: api('recommendations/candidates'),
      as: 'employer',
      body: { jobId: job(ids) },
    }),
  },
  analyseCandidateMatch: {
    call: (ids, self) => ({
      method: 'POST',
      path: api('recommendations/candidates/analysis'),
      as: 'employer',
      body: { jobId: self.ids.matchingJobId ?? NONE, candidateId: candidate(ids) },
    }),
  },
  listSimilarCandidates: {
    call: (ids) => ({
      method: 'POST',
      path: api('recommendations/candidates/similar'),
      as: 'employer',
      body: { candidateId: candidate(ids) },
    }),
  },
  markCandidateRecommendationsViewed: {
    call: (ids) => ({
      method: 'POST',
      path: api('recommendations/viewed'),
      as: 'employer',
      body: { candidateIds: [candidate(ids)], jobId: job(ids) },
    }),
  },
  recordCandidateRecommendationInteraction: {
    call: (ids) => ({
      method: 'POST',
      path: api('recommendations/interaction'),
      as: 'employer',
      body: { candidateId: candidate(ids), action: 'contact' },
    }),
  },
};
