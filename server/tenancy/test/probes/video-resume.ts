// Isolation probes of video resumes (see types.ts). Each tenant's candidate (on a plan with
// video_resume) has a video resume and has applied to a job of the tenant's company; calls naming
// the other tenant's application or signed link must find nothing of it. Uploads are multipart,
// which a probe's JSON body is not: they check the guard's tenant binding, as the files probes do.
import { randomBytes } from 'node:crypto';
import { addCategory, addJob } from '../../../jobs-discovery/test/support.ts';
import { grantPlan } from '../../../payments/licences-repo.ts';
import { signMediaLink } from '../../../video-resume/link-token.ts';
import type { Probe, ProbeMap } from './types.ts';

const api = (path: string) => `/client/api/v1/video-resume${path}`;

const videoWorld: Probe['setup'] = async (server, world) => {
  const made = world.ids.videoApplicationId;
  if (made && world.ids.videoToken) return { videoApplicationId: made, videoToken: world.ids.videoToken };
  const { db } = server.database;
  const tag = world.clientId.slice(0, 8);
  await grantPlan(db, world.clientId, { type: 'candidate', userId: world.candidate.id }, 'PREMIUM_YEALY');
  const key = `${randomBytes(16).toString('hex')}.webm`;
  await db
    .insertInto('video_resumes')
    .values({
      client_id: world.clientId,
      user_id: world.candidate.id,
      video_key: key,
      name: `Video ${tag}.webm`,
      mime_type: 'video/webm',
      size: 1000,
      duration_seconds: 30,
    })
    .onConflict((oc) => oc.columns(['client_id', 'user_id']).doNothing())
    .execute();
  const category = await addCategory(db, world.clientId, `Video Category ${tag}`);
  const job = await addJob(db, world.clientId, world.companyId, { title: `Video Job ${tag}`, category });
  const application = await db
    .insertInto('applications')
    .values({
      client_id: world.clientId,
      job_id: job.id,
      candidate_id: world.candidate.id,
      answers: '{}',
      source: 'direct',
      applied_at: new Date(),
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const expiresAt = new Date(Date.now() + 60 * 60 * 1000);
  return {
    videoApplicationId: application.id,
    videoToken: signMediaLink(server.deps.secret, { clientId: world.clientId, key, expiresAt }),
  };
};

export const videoResumeProbes: ProbeMap = {
  getMyVideoResume: { setup: videoWorld, call: () => ({ method: 'GET', path: api(''), as: 'candidate' }) },
  uploadVideoResume: { call: () => ({ method: 'POST', path: api(''), as: 'candidate', body: {} }) },
  uploadVideoResumePoster: { call: () => ({ method: 'POST', path: api('/poster'), as: 'candidate', body: {} }) },
  deleteVideoResume: { call: () => ({ method: 'DELETE', path: api(''), as: 'candidate' }) },
  getApplicantVideoResume: {
    setup: videoWorld,
    call: (ids) => ({ method: 'GET', path: api(`/application/${ids.videoApplicationId}`), as: 'employer' }),
  },
  streamVideoResume: {
    setup: videoWorld,
    call: (ids) => ({ method: 'GET', path: api(`/media/${ids.videoToken}`), as: 'guest' }),
  },
};
