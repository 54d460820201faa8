// Isolation probes of the resume builder and parser (see types.ts). Each tenant's candidate gets a
// candidate plan (resume tools are sold to candidates, so without one every call would stop at
// the plan check and prove nothing), two built resumes carrying the candidate's e-mail (one for
// the delete probe, so the fuzz test's delete leaves the other for the rest) and a finished parsed
// resume; every call naming the other tenant's resume or parse must find nothing.
import { grantPlan } from '../../../payments/licences-repo.ts';
import { DEFAULT_SETTINGS, DEFAULT_SHOW } from '../../../../shared/resumes/defaults.ts';
import { insertParsedResume } from '../../../candidate-profile/parsed-repo.ts';
import type { Probe, ProbeMap } from './types.ts';

const NONE = '00000000-0000-4000-8000-000000000000';
const api = (path: string) => `/client/api/v1/${path}`;

const resumesWorld: Probe['setup'] = async (server, world) => {
  const { db } = server.database;
  await grantPlan(db, world.clientId, { type: 'candidate', userId: world.candidate.id }, 'PREMIUM_YEALY');
  const resume = (name: string) =>
    db
      .insertInto('resumes')
      .values({
        client_id: world.clientId,
        candidate_id: world.candidate.id,
        name,
        email: world.candidate.email,
        experiences: JSON.stringify([{ company: `Company of ${world.candidate.email}`, jobTitle: 'Engineer' }]),
        settings: JSON.stringify(DEFAULT_SETTINGS),
        show: JSON.stringify(DEFAULT_SHOW),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const kept = await resume('Probe Resume');
  const doomed = await resume('Probe Doomed');
  const parsed = await insertParsedResume(db, {
    clientId: world.clientId,
    candidateId: world.candidate.id,
    source: 'file',
    status: 'done',
    file: {
      uri: '/files/0123456789abcdef0123456789abcdef.pdf',
      name: 'probe.pdf',
      mimeType: 'application/pdf',
      size: 9,
    },
    result: null,
    error: null,
  });
  return { resumeId: kept.id, resumeToDeleteId: doomed.id, parsedResumeId: parsed._id };
};

const resume = (ids: Record<string, string>) => ids.resumeId ?? NONE;

export const resumeProbes: ProbeMap = {
  getResume: {
    setup: resumesWorld,
    call: (ids) => ({ method: 'GET', path: api(`resumes/${resume(ids)}`), as: 'candidate' }),
  },
  createResume: {
    call: () => ({
      method: 'POST',
      path: api('resumes'),
      as: 'candidate',
      body: { name: 'Probe Person', prefillFromProfile: true },
    }),
  },
  updateResumeHeader: {
    call: (ids) => ({
      method: 'PUT',
      path: api('resumes/update-header'),
      as: 'candidate',
      body: { _id: resume(ids), location: 'Pune, India' },
    }),
  },
  updateResumeContent: {
    call: (ids) => ({
      method: 'PUT',
      path: api('resumes/update-resume'),
      as: 'candidate',
      body: { _id: resume(ids), settings: { template: 'modern' } },
    }),
  },
  downloadResume: {
    call: (ids) => ({ method: 'GET', path: api(`resumes/download/${resume(ids)}?isSave=true`), as: 'candidate' }),
  },
  exportResumeAsJsonResume: {
    call: (ids) => ({ method: 'GET', path: api(`resumes/json-resume/${resume(ids)}`), as: 'candidate' }),
  },
  listResumes: { call: () => ({ method: 'GET', path: api('resumes/list'), as: 'candidate' }) },
  deleteResume: {
    call: (ids) => ({ method: 'PUT', path: api(`resumes/delete/${ids.resumeToDeleteId ?? NONE}`), as: 'candidate' }),
  },
  // A JSON body, which the upload refuses: this checks the guard's tenant binding (see files.ts).
  parseResume: { call: () => ({ method: 'POST', path: api('resume/parser'), as: 'candidate', body: { file: 'x' } }) },
  getParsedResume: {
    call: (ids) => ({ method: 'GET', path: api(`resume/parser/${ids.parsedResumeId ?? NONE}`), as: 'candidate' }),
  },
};
