// Isolation probes of the candidate profile (see types.ts). Each tenant's candidate holds a
// profile with one entry in every section, an accomplishment and a parsed JSON Resume, each named
// with a tenant-only marker, and the candidate applied to a job of the tenant's company (so the
// employer may read the profile there). Calls naming the other tenant's candidate, entries,
// accomplishment or parsed resume must find none of them.
import { randomUUID } from 'node:crypto';
import { addCategory, addJob } from '../../../jobs-discovery/test/support.ts';
import type { Probe, ProbeMap } from './types.ts';

const API = '/client/api/v1';
const MONTH = '2021-03-01';

const profileWorld: Probe['setup'] = async (server, world) => {
  const { db } = server.database;
  const tag = world.clientId.slice(0, 8);
  const entry = (fields: Record<string, unknown>) => ({
    _id: randomUUID(),
    from: MONTH,
    to: '2022-03-01',
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    ...fields,
  });
  const experience = entry({
    comNm: `Marker Co ${tag}`,
    title: `Engineer ${tag}`,
    isCurrent: false,
    location: null,
    description: null,
  });
  const education = entry({ instiNm: `Institute ${tag}`, qualification: 'B.Sc', fieldOfStudy: null, grade: null });
  const project = entry({ title: `Project ${tag}`, desc: null, url: null });
  const certificate = entry({
    title: `Cert ${tag}`,
    issuedBy: `Issuer ${tag}`,
    credentialId: null,
    credentialUrl: null,
  });
  await db
    .insertInto('candidate_profiles')
    .values({
      user_id: world.candidate.id,
      client_id: world.clientId,
      headline: `Headline ${tag}`,
      skills: JSON.stringify([{ nm: `Skill${tag}` }]),
      experiences: JSON.stringify([experience]),
      educations: JSON.stringify([education]),
      projects: JSON.stringify([project]),
      certificates: JSON.stringify([certificate]),
      percent_obj: '{}',
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const category = await addCategory(db, world.clientId, `Profile Probe Category ${tag}`);
  const job = await addJob(db, world.clientId, world.companyId, { title: `Profile probe job ${tag}`, category });
  await db
    .insertInto('applications')
    .values({
      client_id: world.clientId,
      job_id: job.id,
      candidate_id: world.candidate.id,
      answers: '{}',
      applied_at: new Date(),
      updated_at: new Date(),
    })
    .execute();
  const accomplishment = await db
    .insertInto('accomplishments')
    .values({ client_id: world.clientId, candidate_id: world.candidate.id, type: 'award', title: `Award ${tag}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const parsed = await db
    .insertInto('parsed_resumes')
    .values({
      client_id: world.clientId,
      candidate_id: world.candidate.id,
      source: 'json-resume',
      status: 'done',
      progress: 100,
      file: JSON.stringify({
        uri: `/files/probe-${tag}.json`,
        name: 'resume.json',
        mimeType: 'application/json',
        size: 2,
      }),
      result: null,
      expires_at: new Date(Date.now() + 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    profileCandidateId: world.candidate.id,
    experienceId: experience._id,
    projectId: project._id,
    accomplishmentId: accomplishment.id,
    parsedResumeId: parsed.id,
  };
};

const section = (path: string): Probe => ({
  setup: profileWorld,
  call: (ids) => ({
    method: 'POST',
    path: `${API}/candidate-profile/${path}`,
    as: 'employer',
    body: { candidateId: ids.profileCandidateId },
  }),
});

export const candidateProfileProbes: ProbeMap = {
  getCandidateEducations: section('get-education'),
  getCandidateProjects: section('get-project'),
  getCandidateExperiences: section('get-experience'),
  getCandidateCertificates: section('get-certificate'),
  listProfileSectionItems: {
    setup: profileWorld,
    call: (ids) => ({
      method: 'POST',
      path: `${API}/experience/list`,
      as: 'admin',
      body: { candidateId: ids.profileCandidateId },
    }),
  },
  updateProfileSectionItem: {
    setup: profileWorld,
    call: (ids) => ({
      method: 'PUT',
      path: `${API}/candidate-profile/project`,
      as: 'candidate',
      body: { _id: ids.projectId, title: 'Renamed', from: MONTH },
    }),
  },
  softDeleteProfileSectionItems: {
    setup: profileWorld,
    call: (ids) => ({
      method: 'PUT',
      path: `${API}/candidate-profile/experience/soft-delete`,
      as: 'candidate',
      body: { ids: [ids.experienceId] },
    }),
  },
  createProfileSectionItem: {
    call: () => ({
      method: 'POST',
      path: `${API}/candidate-profile/project`,
      as: 'candidate',
      body: { title: 'Probe project', from: MONTH },
    }),
  },
  getProfileSectionAllowance: {
    call: () => ({ method: 'GET', path: `${API}/licence/project/subscription-details`, as: 'candidate' }),
  },
  updateCandidateBasicDetails: {
    setup: profileWorld,
    call: (ids) => ({
      method: 'PUT',
      path: `${API}/candidate-profile/basic-details/${ids.profileCandidateId}`,
      as: 'candidate',
      body: { name: 'Probe Person', mobNo: '9876543210', countryCode: '+91' },
    }),
  },
  updateCandidatePersonalDetails: {
    setup: profileWorld,
    call: (ids) => ({
      method: 'PUT',
      path: `${API}/candidate-profile/personal-details/${ids.profileCandidateId}`,
      as: 'candidate',
      body: { genderId: randomUUID(), countryId: randomUUID(), cityId: randomUUID() },
    }),
  },
  updateCandidateIndustryDetails: {
    setup: profileWorld,
    call: (ids) => ({
      method: 'PUT',
      path: `${API}/candidate-profile/industry-details/${ids.profileCandidateId}`,
      as: 'candidate',
      body: { industryId: randomUUID(), jobDomainId: randomUUID(), isFresher: true },
    }),
  },
  updateCandidateProfilePicture: {
    call: () => ({ method: 'PUT', path: `${API}/candidate-profile/profile-picture/update`, as: 'candidate' }),
  },
  createAccomplishment: {
    call: () => ({
      method: 'POST',
      path: `${API}/accomplishment/create`,
      as: 'candidate',
      body: { type: 'language', title: 'Probe language' },
    }),
  },
  listAccomplishments: {
    call: () => ({ method: 'POST', path: `${API}/accomplishment/list`, as: 'candidate', body: {} }),
  },
  updateAccomplishment: {
    setup: profileWorld,
    call: (ids) => ({
      method: 'PUT',
      path: `${API}/accomplishment/update/${ids.accomplishmentId}`,
      as: 'candidate',
      body: { type: 'award', title: 'Renamed award' },
    }),
  },
  initCandidateProfile: {
    setup: profileWorld,
    call: (ids) => ({
      method: 'POST',
      path: `${API}/candidate-profile/init`,
      as: 'candidate',
      body: { parsedResumeId: ids.parsedResumeId },
    }),
  },
  completeCandidateProfileSetup: {
    call: () => ({ method: 'PATCH', path: `${API}/candidate-profile/setup`, as: 'candidate' }),
  },
  updateCandidateVisibility: {
    call: () => ({
      method: 'PUT',
      path: `${API}/candidate-profile/visibility`,
      as: 'candidate',
      body: { isSearchable: true },
    }),
  },
  exportProfileAsJsonResume: { call: () => ({ method: 'GET', path: `${API}/candidate/json-resume`, as: 'candidate' }) },
  exportCandidateData: { call: () => ({ method: 'GET', path: `${API}/candidate/export`, as: 'candidate' }) },
  importJsonResume: {
    call: () => ({
      method: 'POST',
      path: `${API}/candidate/json-resume`,
      as: 'candidate',
      body: { document: { basics: { name: 'Probe Person' } } },
    }),
  },
};
