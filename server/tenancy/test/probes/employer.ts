// Isolation probes of the employer's company profile and analytics (see types.ts). Each tenant gets
// a job with rolled-up hiring events whose title is a tenant-only marker; the analytics calls name
// the other tenant's job and must count nothing of it, and the company calls write only the
// caller's own company.
import { randomBytes } from 'node:crypto';
import { addCategory, addJob } from '../../../jobs-discovery/test/support.ts';
import { platformMasters } from '../../../master-data/master-defaults.ts';
import { recordJobEvent } from '../../../jobs/hiring-events-repo.ts';
import { rollUpAll } from '../../../employer/hiring-rollup.ts';
import { placeUuid } from '../../../master/uuid.ts';
import type { Probe, ProbeMap } from './types.ts';

const api = (path: string) => `/client/api/v1/${path}`;

const analyticsWorld: Probe['setup'] = async (server, world) => {
  const { db } = server.database;
  const job = await addJob(db, world.clientId, world.companyId, {
    title: `Analytics marker ${world.clientId.slice(0, 8)}`,
    category: await addCategory(db, world.clientId, `Analytics ${randomBytes(3).toString('hex')}`),
  });
  await recordJobEvent(db, { clientId: world.clientId, jobId: job.id, kind: 'view' });
  await rollUpAll(db);
  return { 'employer.analyticsJobId': job.id };
};

// A platform industry: shared by every tenant, so it is not a tenant's marker.
const industryId = platformMasters().find((m) => m.kind === 'industry')?.id;

const location = { countryId: placeUuid('IN'), cityId: placeUuid('IN-MH-pune'), address: 'Kharadi, Pune' };

export const employerProbes: ProbeMap = {
  updateEmployerCompany: {
    call: (_ids, self) => ({
      method: 'POST',
      path: api('employer/update-company'),
      as: 'employer',
      body: {
        name: `Probe Company ${self.clientId.slice(0, 8)}`,
        industryId,
        size: '51-200',
        location,
        about: '<p>We move freight.</p>',
      },
    }),
  },
  updateCompany: {
    call: () => ({ method: 'PUT', path: api('company/update'), as: 'employer', body: { size: '201-500' } }),
  },
  getEmployerAnalyticsByMonth: {
    setup: analyticsWorld,
    call: (ids) => ({
      method: 'POST',
      path: api('employer-analytics/get-by-month'),
      as: 'employer',
      body: { jobId: ids['employer.analyticsJobId'] },
    }),
  },
  getEmployerAnalyticsCount: {
    setup: analyticsWorld,
    call: () => ({ method: 'GET', path: api('employer-analytics/get-count'), as: 'employer' }),
  },
};
