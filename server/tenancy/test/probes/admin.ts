// Isolation probes of the admin console's own operations (see types.ts). Each tenant has a job
// waiting for approval, with a tenant-only title; the other tenant's admin must not list it,
// decide it, find the tenant's accounts or suspend one of them, or read its audit log.
import { addCategory, addJob } from '../../../jobs-discovery/test/support.ts';
import type { Probe, ProbeMap } from './types.ts';

const NONE = '00000000-0000-4000-8000-000000000000';
const api = (path: string) => `/client/api/v1/${path}`;

const waitingJob: Probe['setup'] = async (server, world) => {
  const { db } = server.database;
  const tag = world.clientId.slice(0, 8);
  // The console's probes share one waiting job per tenant.
  const made = await db
    .selectFrom('jobs')
    .select('id')
    .where('client_id', '=', world.clientId)
    .where('title', '=', `Console Waiting ${tag}`)
    .executeTakeFirst();
  if (made) return { consoleJobId: made.id, consoleAccountId: world.candidate.id };
  const category = await addCategory(db, world.clientId, `Console Category ${tag}`);
  const job = await addJob(db, world.clientId, world.companyId, {
    title: `Console Waiting ${tag}`,
    category,
    approval_status: 1,
  });
  return { consoleJobId: job.id, consoleAccountId: world.candidate.id };
};

export const adminProbes: ProbeMap = {
  getAdminDashboard: { call: () => ({ method: 'GET', path: api('admin/dashboard'), as: 'admin' }) },
  listAdminJobs: {
    setup: waitingJob,
    call: () => ({ method: 'POST', path: api('admin/jobs'), as: 'admin', body: { approvalStatus: 1, limit: 50 } }),
  },
  decideAdminJob: {
    setup: waitingJob,
    call: (ids) => ({
      method: 'POST',
      path: api(`admin/jobs/${ids.consoleJobId ?? NONE}/decision`),
      as: 'admin',
      body: { approvalStatus: 3, declineReason: 'The salary range is missing.' },
    }),
  },
  listAdminAccounts: {
    setup: waitingJob,
    call: () => ({ method: 'POST', path: api('admin/accounts'), as: 'admin', body: { limit: 50 } }),
  },
  setAdminAccountSuspension: {
    setup: waitingJob,
    call: (ids) => ({
      method: 'POST',
      path: api(`admin/accounts/${ids.consoleAccountId ?? NONE}/suspension`),
      as: 'admin',
      body: { suspended: true, reason: 'Probe of the console' },
    }),
  },
  listAdminAuditLog: {
    call: () => ({ method: 'POST', path: api('admin/audit-log'), as: 'admin', body: { limit: 50 } }),
  },
};
