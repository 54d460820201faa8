// The admin console's own operations (dashboard, job approvals, accounts, audit log). Thin: the
// rules live in server/admin; the console's other sections have their own handler maps.
import { tellFollowers } from '../company-followers/index.ts';
import { indexingAfter } from '../indexing/index.ts';
import { ok } from '../http/envelope.ts';
import { handlers } from '../http/handler.ts';
import { listAccounts, setSuspension } from './accounts.ts';
import { approvalQueue, decideJob } from './approvals.ts';
import { auditLog } from './audit-log.ts';
import { consoleEnv } from '../http/console-admin.ts';
import { dashboard } from './dashboard.ts';

const consoleHandlers = handlers({
  getAdminDashboard: async ({ ctx }) => ok(await dashboard(consoleEnv(ctx))),
  listAdminJobs: async ({ body, ctx }) => ok(await approvalQueue(consoleEnv(ctx), body)),
  decideAdminJob: async ({ params, body, ctx }) => {
    const job = await decideJob(consoleEnv(ctx), params.id, body);
    // An approval may put the job live: its company's followers hear of it (once per job).
    await tellFollowers(ctx, params.id);
    return ok(job, body.approvalStatus === 2 ? 'Job approved' : 'Job declined');
  },
  listAdminAccounts: async ({ body, ctx }) => ok(await listAccounts(consoleEnv(ctx), body)),
  setAdminAccountSuspension: async ({ params, body, ctx }) =>
    ok(
      await setSuspension(consoleEnv(ctx), params.id, body),
      body.suspended ? 'Account suspended' : 'Suspension lifted',
    ),
  listAdminAuditLog: async ({ body, ctx }) => ok(await auditLog(consoleEnv(ctx), body)),
});

// An approval may put a job live, a decline take it off: instant indexing hears of it (docs/indexing.md).
export const adminHandlers = indexingAfter(consoleHandlers, { decideAdminJob: ({ params }) => [params.id] });
