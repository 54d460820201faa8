// Isolation probes of contact reveals, view tracks, viewed candidates, the candidate page,
// invitations and notes (see types.ts). The setup makes the tenant's candidate findable and gives
// its company a live job, an invitation of the candidate to it, a profile view and two notes.
import { patchProfile } from '../../../candidate-profile/repo.ts';
import { addCategory, addJob } from '../../../jobs-discovery/test/support.ts';
import type { Probe, ProbeMap } from './types.ts';

const NONE = '00000000-0000-4000-8000-000000000000';
const api = (path: string) => `/client/api/v1/${path}`;

const employerCandidatesWorld: Probe['setup'] = async (server, world) => {
  const { db } = server.database;
  const candidateId = world.candidate.id;
  await patchProfile(db, world.clientId, candidateId, { is_searchable: true, headline: 'Probe Engineer' });
  const category = await addCategory(db, world.clientId, 'Probe Candidates');
  const job = await addJob(db, world.clientId, world.companyId, { title: 'Probe Invited Role', category });
  const base = { client_id: world.clientId, company_id: world.companyId, candidate_id: candidateId };
  const invitation = await db
    .insertInto('candidate_invitations')
    .values({ ...base, job_id: job.id, invited_by: world.employer.id, message: 'Probe invitation' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('candidate_views')
    .values({ ...base, viewer_id: world.employer.id, type: 1, job_id: job.id, day: '2026-01-05' })
    .execute();
  const note = (body: string) =>
    db
      .insertInto('candidate_notes')
      .values({ ...base, author_id: world.employer.id, author_name: 'Probe Author', body })
      .returning('id')
      .executeTakeFirstOrThrow();
  const kept = await note('Probe note kept');
  const doomed = await note('Probe note doomed');
  return {
    ecCandidateId: candidateId,
    ecJobId: job.id,
    ecInvitationId: invitation.id,
    ecNoteId: kept.id,
    ecNoteToDeleteId: doomed.id,
  };
};

const cand = (ids: Record<string, string>) => ids.ecCandidateId ?? NONE;

export const employerCandidateProbes: ProbeMap = {
  viewCandidateContact: {
    setup: employerCandidatesWorld,
    call: (ids) => ({ method: 'POST', path: api(`employer/view-candidate/${cand(ids)}`), as: 'employer', body: {} }),
  },
  trackCandidateProfileView: {
    call: (ids, self) => ({
      method: 'POST',
      path: api('track-user/view-profile'),
      as: 'employer',
      body: { userId: cand(ids), viewedByUserId: self.employer.id, type: 1 },
    }),
  },
  trackCandidateProfileViews: {
    call: (ids, self) => ({
      method: 'POST',
      path: api('track-user/multi/view-profile'),
      as: 'employer',
      body: { userIds: [cand(ids)], viewedByUserId: self.employer.id, type: 2 },
    }),
  },
  getViewedCandidateCount: {
    call: () => ({ method: 'POST', path: api('track-user/viewed-count'), as: 'employer', body: {} }),
  },
  listViewedCandidates: {
    call: () => ({ method: 'POST', path: api('candidate/viewed-candidate/list'), as: 'employer', body: {} }),
  },
  getSearchedCandidateDetails: {
    call: (ids) => ({
      method: 'POST',
      path: api('candidate/searched-candidate/details'),
      as: 'employer',
      body: { candidateId: cand(ids) },
    }),
  },
  inviteCandidates: {
    call: (ids) => ({
      method: 'POST',
      path: api('invite/candidates'),
      as: 'employer',
      body: { jobId: ids.ecJobId ?? NONE, candidateIds: [cand(ids)], message: 'Please apply' },
    }),
  },
  getInviteAnalytics: {
    call: (ids) => ({
      method: 'POST',
      path: api('invite/analytics'),
      as: 'employer',
      body: { jobId: ids.ecJobId ?? NONE },
    }),
  },
  markInvitationOpened: {
    call: (ids) => ({
      method: 'POST',
      path: api('invite/opened'),
      as: 'candidate',
      body: { invitationId: ids.ecInvitationId ?? NONE },
    }),
  },
  listCandidateNotes: {
    call: (ids) => ({
      method: 'POST',
      path: api('candidate/notes/list'),
      as: 'employer',
      body: { candidateId: cand(ids) },
    }),
  },
  createCandidateNote: {
    call: (ids) => ({
      method: 'POST',
      path: api('candidate/notes'),
      as: 'employer',
      body: { candidateId: cand(ids), body: 'Probe note' },
    }),
  },
  deleteCandidateNote: {
    call: (ids) => ({
      method: 'DELETE',
      path: api(`candidate/notes/${ids.ecNoteToDeleteId ?? NONE}`),
      as: 'employer',
    }),
  },
};
