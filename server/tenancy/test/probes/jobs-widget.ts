// Isolation probes of the jobs widget (see types.ts). Each board's company lists an origin and
// has a live job named with the board's marker: the other board's company id answers 404 (its
// origin list and jobs never show), and an employer's settings are their own company's.
import { addCategory, addJob } from '../../../jobs-discovery/test/support.ts';
import type { Probe, ProbeMap } from './types.ts';

const api = (path: string) => `/client/api/v1/jobs-widget/${path}`;
const ORIGIN = 'https://widget-probe.example';

const widgetWorld: Probe['setup'] = async (server, world) => {
  const made = world.ids.widgetJobId;
  if (made) return { widgetJobId: made, widgetCompanyId: world.companyId };
  const { db } = server.database;
  const tag = world.clientId.slice(0, 8);
  const category = await addCategory(db, world.clientId, `Widget Probes ${tag}`);
  const job = await addJob(db, world.clientId, world.companyId, { title: `Widget Probe ${tag}`, category });
  await db
    .insertInto('jobs_widget_settings')
    .values({
      company_id: world.companyId,
      client_id: world.clientId,
      allowed_origins: [ORIGIN],
      updated_at: new Date(),
    })
    .onConflict((oc) => oc.column('company_id').doNothing())
    .execute();
  return { widgetJobId: job.id, widgetCompanyId: world.companyId };
};

export const jobsWidgetProbes: ProbeMap = {
  getJobsWidgetSettings: {
    setup: widgetWorld,
    call: () => ({ method: 'GET', path: api('settings'), as: 'employer' }),
  },
  updateJobsWidgetSettings: {
    setup: widgetWorld,
    call: () => ({ method: 'PUT', path: api('settings'), as: 'employer', body: { allowedOrigins: [ORIGIN] } }),
  },
  getJobsWidgetJobs: {
    setup: widgetWorld,
    call: (ids) => ({ method: 'GET', path: api(`company/${ids.widgetCompanyId}/jobs`), as: 'guest' }),
  },
};
