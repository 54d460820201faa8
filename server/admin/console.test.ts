// The admin console's own operations over real HTTP: only admins get in, the approval queue and
// its decisions (with the decline e-mail), account search and suspension (the account's token
// stops working at once), the audit log's filters, and the dashboard's counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { addCategory, addJob } from '../jobs-discovery/test/support.ts';
import { HOST_A, startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany, makeUser, type TestUser } from '../test/world.ts';

type S = components['schemas'];
type List<T> = { items: T[]; pagination: S['Pagination'] };

const api = (path: string) => `/client/api/v1/${path}`;
let server: TestServer;
let admin: TestUser;
let employer: TestUser;
let candidate: TestUser;
let waitingId: string;

beforeAll(async () => {
  server = await startTestServer();
  const clientId = server.tenantA;
  const { db } = server.database;
  const { secret } = server.deps;
  const companyId = await makeCompany(db, clientId, 'Northwind Logistics');
  admin = await makeUser(db, secret, { clientId, role: 'admin', firstName: 'Ada' });
  employer = await makeUser(db, secret, { clientId, role: 'employer', firstName: 'Kavya', companyId });
  candidate = await makeUser(db, secret, { clientId, role: 'candidate', firstName: 'Ravi' });
  const category = await addCategory(db, clientId, 'Console Logistics');
  const waiting = await addJob(db, clientId, companyId, {
    title: 'Forklift Operator',
    category,
    approval_status: 1,
    posted_by: employer.id,
  });
  waitingId = waiting.id;
  await addJob(db, clientId, companyId, { title: 'Dock Supervisor', category });
});

afterAll(async () => server?.close());

const asAdmin = (method: 'GET' | 'POST', path: string, body?: unknown) =>
  server.call(method, api(path), { host: HOST_A, token: admin.token, body });

describe('the admin console', () => {
  it('refuses everyone but the board’s admins', async () => {
    for (const user of [employer, candidate]) {
      const r = await server.call('GET', api('admin/dashboard'), { host: HOST_A, token: user.token });
      expect(r.status).toBe(403);
      const s = await server.call('POST', api('admin/accounts'), { host: HOST_A, token: user.token, body: {} });
      expect(s.status).toBe(403);
    }
    expect((await server.call('POST', api('admin/audit-log'), { host: HOST_A, body: {} })).status).toBe(401);
  });

  it('lists waiting jobs and declines one with a reason the employer is e-mailed', async () => {
    const queue = await asAdmin('POST', 'admin/jobs', {});
    expect(queue.status).toBe(200);
    const list = queue.body.data as List<S['AdminJob']>;
    expect(list.items.map((j) => j.title)).toEqual(['Forklift Operator']);
    expect(list.items[0]?.postedBy?.email).toBe(employer.email);

    const bare = await asAdmin('POST', `admin/jobs/${waitingId}/decision`, { approvalStatus: 3 });
    expect(bare.status).toBe(400);
    const declined = await asAdmin('POST', `admin/jobs/${waitingId}/decision`, {
      approvalStatus: 3,
      declineReason: 'Say what the <shift pattern> is.',
    });
    expect(declined.status).toBe(200);
    expect((declined.body.data as S['AdminJob']).approvalStatus).toBe(3);

    const mail = await server.database.db
      .selectFrom('outbox')
      .select(['subject', 'html', 'kind'])
      .where('to_address', '=', employer.email)
      .where('kind', '=', 'job_declined')
      .executeTakeFirst();
    expect(mail?.subject).toContain('Forklift Operator');
    expect(mail?.html).toContain('Say what the &lt;shift pattern&gt; is.');

    const pending = (await asAdmin('POST', 'admin/jobs', {})).body.data as List<S['AdminJob']>;
    expect(pending.pagination.total).toBe(0);
    const decided = (await asAdmin('POST', 'admin/jobs', { approvalStatus: 3 })).body.data as List<S['AdminJob']>;
    expect(decided.items[0]?.declineReason).toBe('Say what the <shift pattern> is.');

    const approved = await asAdmin('POST', `admin/jobs/${waitingId}/decision`, { approvalStatus: 2 });
    expect((approved.body.data as S['AdminJob']).approvalStatus).toBe(2);
    const log = (await asAdmin('POST', 'admin/audit-log', { action: 'job.' })).body.data as List<S['AdminAuditEntry']>;
    expect(log.items.map((e) => e.action)).toEqual(['job.approve', 'job.decline']);
    expect(log.items[0]?.actor?.email).toBe(admin.email);
    expect(log.items[0]?.actingFor?.email).toBe(employer.email);
  });

  it('writes the decline in the language the employer last used, while the board offers it', async () => {
    const { db } = server.database;
    const clientId = server.tenantA;
    const offered = await server.call('PUT', api('admin/settings'), {
      host: HOST_A,
      token: admin.token,
      body: { languages: { available: ['en', 'es'], default: 'en' } },
    });
    expect(offered.status).toBe(200);
    const companyId = await makeCompany(db, clientId, 'Almacenes del Sur');
    const lucia = await makeUser(db, server.deps.secret, { clientId, role: 'employer', firstName: 'Lucía', companyId });
    await db.updateTable('users').set({ locale: 'es' }).where('id', '=', lucia.id).execute();
    const category = await addCategory(db, clientId, 'Console Logistics ES');
    const job = await addJob(db, clientId, companyId, {
      title: 'Operador de montacargas',
      category,
      approval_status: 1,
      posted_by: lucia.id,
    });
    const declined = await asAdmin('POST', `admin/jobs/${job.id}/decision`, {
      approvalStatus: 3,
      declineReason: 'Indica el turno.',
    });
    expect(declined.status).toBe(200);
    const mail = await db
      .selectFrom('outbox')
      .select(['subject', 'text'])
      .where('to_address', '=', lucia.email)
      .where('kind', '=', 'job_declined')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Tu empleo “Operador de montacargas” no fue aprobado');
    expect(mail.text).toContain('Hola, Lucía:');
    expect(mail.text).toContain('Indica el turno.');
  });

  it('suspends an account, whose token stops working at once, and lifts the suspension', async () => {
    const found = (await asAdmin('POST', 'admin/accounts', { search: candidate.email.slice(0, 12) })).body.data as List<
      S['AdminAccount']
    >;
    expect(found.items.map((a) => a._id)).toContain(candidate.id);

    const noReason = await asAdmin('POST', `admin/accounts/${candidate.id}/suspension`, { suspended: true });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain('reason');
    expect(
      (await asAdmin('POST', `admin/accounts/${admin.id}/suspension`, { suspended: true, reason: 'x' })).status,
    ).toBe(403);

    const done = await asAdmin('POST', `admin/accounts/${candidate.id}/suspension`, {
      suspended: true,
      reason: 'Spam applications',
    });
    expect((done.body.data as S['AdminAccount']).status).toBe('disabled');
    expect((await server.call('GET', api('candidate/view'), { host: HOST_A, token: candidate.token })).status).toBe(
      401,
    );
    const disabled = (await asAdmin('POST', 'admin/accounts', { status: 'disabled' })).body.data as List<
      S['AdminAccount']
    >;
    expect(disabled.items.map((a) => a.email)).toEqual([candidate.email]);

    const lifted = await asAdmin('POST', `admin/accounts/${candidate.id}/suspension`, { suspended: false });
    expect((lifted.body.data as S['AdminAccount']).status).not.toBe('disabled');
    const log = (await asAdmin('POST', 'admin/audit-log', { action: 'account.' })).body.data as List<
      S['AdminAuditEntry']
    >;
    expect(log.items.map((e) => e.action)).toEqual(['account.unsuspend', 'account.suspend']);
    expect(log.items[1]?.detail).toMatchObject({ reason: 'Spam applications' });
  });

  it('counts the board on the dashboard, with thirty days of activity', async () => {
    const r = await asAdmin('GET', 'admin/dashboard');
    const d = r.body.data as S['AdminDashboard'];
    expect(d.totals.liveJobs).toBe(2);
    expect(d.waiting.jobsToApprove).toBe(0);
    expect(d.daily).toHaveLength(30);
    expect(d.daily.at(-1)?.jobsPosted).toBeGreaterThanOrEqual(2);
    expect(d.totals.candidates).toBeGreaterThanOrEqual(1);
  });

  it('refuses an audit window that ends before it starts, naming the field', async () => {
    const r = await asAdmin('POST', 'admin/audit-log', { from: '2026-11-20', to: '2026-11-01' });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('to');
  });
});
