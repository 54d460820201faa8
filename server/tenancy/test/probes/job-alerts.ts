// Isolation probes of job alerts (see types.ts). Each tenant's candidate holds an alert named with
// a tenant-only marker on a tenant-only category, and the alert's signed e-mail link is kept as an
// id: calls naming the other tenant's alert, category or link must find none of them.
import { addCategory } from '../../../jobs-discovery/test/support.ts';
import { signAlertToken } from '../../../job-alerts/token.ts';
import type { Probe, ProbeMap } from './types.ts';

const api = (path: string) => `/client/api/v1/job-alert/${path}`;

const alertWorld: Probe['setup'] = async (server, world) => {
  const { db } = server.database;
  const tag = world.clientId.slice(0, 8);
  const category = await addCategory(db, world.clientId, `Alerts Category ${tag}`);
  const row = await db
    .insertInto('job_alerts')
    .values({
      client_id: world.clientId,
      user_id: world.candidate.id,
      email: world.candidate.email,
      name: `Alert marker ${tag}`,
      criteria: JSON.stringify({
        keyword: `marker${tag}`,
        categories: [{ id: category.id, nm: category.name }],
        employmentTypes: [],
        workplaceTypes: [],
        city: null,
        country: null,
        experienceYears: null,
        salaryMin: null,
        currencyCode: null,
      }),
      criteria_key: `probe-${tag}-${Math.random()}`,
      frequency: 'weekly',
      confirmed_at: new Date(),
      next_due_at: new Date(Date.now() + 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    alertId: row.id,
    alertCategoryId: category.id,
    alertToken: signAlertToken(server.deps.secret, { alertId: row.id, email: world.candidate.email }),
  };
};

export const jobAlertProbes: ProbeMap = {
  createJobAlert: {
    setup: alertWorld,
    call: (ids) => ({
      method: 'POST',
      path: api('create'),
      as: 'candidate',
      body: { categoryIds: [ids.alertCategoryId], frequency: 'weekly' },
    }),
  },
  listJobAlerts: {
    setup: alertWorld,
    call: () => ({ method: 'GET', path: api('get-alerts?page=1&limit=50'), as: 'candidate' }),
  },
  getJobAlert: {
    setup: alertWorld,
    call: (ids) => ({ method: 'GET', path: api(`getAlert/${ids.alertId}`), as: 'candidate' }),
  },
  updateJobAlert: {
    setup: alertWorld,
    call: (ids) => ({
      method: 'PUT',
      path: api(`update-alert/${ids.alertId}`),
      as: 'candidate',
      body: { isActive: false },
    }),
  },
  softDeleteJobAlert: {
    setup: alertWorld,
    call: (ids) => ({ method: 'DELETE', path: api(`softDelete-alert/${ids.alertId}`), as: 'candidate' }),
  },
  unsubscribeJobAlertEmail: {
    setup: alertWorld,
    call: (ids) => ({
      method: 'POST',
      path: api('unsubscribe-email-alert'),
      as: 'guest',
      body: { token: ids.alertToken, all: true },
    }),
  },
};
