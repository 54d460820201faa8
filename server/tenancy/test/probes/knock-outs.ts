// Isolation probes of knock-out questions (see types.ts). Each tenant's company has a live job whose
// question's accepted answer names the tenant, and an application set aside by it with a pending
// notice: calls naming the other tenant's job or application must find none of it.
import { addCategory, addJob } from '../../../jobs-discovery/test/support.ts';
import type { Probe, ProbeMap } from './types.ts';

const api = (path: string) => `/client/api/v1/knock-outs/${path}`;

const knockOutWorld: Probe['setup'] = async (server, world) => {
  const made = world.ids.knockOutJobId;
  if (made)
    return {
      knockOutJobId: made,
      knockOutApplicationId: world.ids.knockOutApplicationId ?? '',
      knockOutAccepted: world.ids.knockOutAccepted ?? '',
    };
  const { db } = server.database;
  const tag = world.clientId.slice(0, 8);
  const accepted = `licence_${tag}`;
  const category = await addCategory(db, world.clientId, `Knock-out Category ${tag}`);
  const job = await addJob(db, world.clientId, world.companyId, {
    title: `Knock-out Driver ${tag}`,
    category,
    questions: JSON.stringify([
      {
        _id: `0b5e0c4e-0000-4000-8000-${tag.padEnd(12, '0')}`,
        keyNm: 'licence',
        label: { en: `Licence ${tag}` },
        fieldType: 'dropdown',
        required: true,
        isDefault: false,
        sortOrder: 0,
        options: [
          { value: accepted, label: { en: 'Yes' } },
          { value: 'none', label: { en: 'No' } },
        ],
      },
    ]),
  });
  await db
    .insertInto('job_screening_rules')
    .values({
      client_id: world.clientId,
      job_id: job.id,
      key_nm: 'licence',
      weight: 5,
      accepted_values: JSON.stringify([accepted]),
    })
    .execute();
  const application = await db
    .insertInto('applications')
    .values({
      client_id: world.clientId,
      job_id: job.id,
      candidate_id: world.candidate.id,
      answers: JSON.stringify({ licence: 'none' }),
      source: 'direct',
      applied_at: new Date(),
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('application_screenings')
    .values({
      application_id: application.id,
      client_id: world.clientId,
      job_id: job.id,
      score: 0,
      set_aside: true,
      failed: ['licence'],
      screened_at: new Date(),
    })
    .execute();
  await db
    .insertInto('knockout_notices')
    .values({ application_id: application.id, client_id: world.clientId, run_at: new Date(Date.now() + 86_400_000) })
    .execute();
  return { knockOutJobId: job.id, knockOutApplicationId: application.id, knockOutAccepted: accepted };
};

export const knockOutProbes: ProbeMap = {
  getJobScreening: {
    setup: knockOutWorld,
    call: (ids) => ({ method: 'GET', path: api(`jobs/${ids.knockOutJobId}`), as: 'employer' }),
  },
  saveJobScreening: {
    setup: knockOutWorld,
    call: (ids) => ({
      method: 'PUT',
      path: api(`jobs/${ids.knockOutJobId}`),
      as: 'employer',
      body: { rules: [{ keyNm: 'licence', weight: 5, acceptedValues: [ids.knockOutAccepted ?? 'none'] }] },
    }),
  },
  bringBackApplication: {
    setup: knockOutWorld,
    call: (ids) => ({
      method: 'POST',
      path: api(`applications/${ids.knockOutApplicationId}/bring-back`),
      as: 'employer',
    }),
  },
  getKnockOutSettings: {
    call: () => ({ method: 'GET', path: api('settings'), as: 'admin' }),
  },
  updateKnockOutSettings: {
    call: () => ({ method: 'PUT', path: api('settings'), as: 'admin', body: { noticeDelayDays: 3 } }),
  },
};
