// Job alerts over real HTTP: a candidate's alerts (create, duplicate 409, list, get, update, delete,
// the limit of 20, the plan's frequencies), a guest's alert with double opt-in, the signed link's
// actions (confirm, change frequency, unsubscribe one or all, resubscribe) and RFC 8058 one-click
// POST; tampered tokens, another tenant's token and another candidate's alert are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { addCategory, PLACES } from '../jobs-discovery/test/support.ts';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { makeUser, type TestUser } from '../test/world.ts';
import { ALERT_EXISTS, MAX_ALERTS } from './alerts.ts';

type S = components['schemas'];
type Answer<T> = { code: string; message: string; data: T };

let server: TestServer;
let asha: TestUser;
let ravi: TestUser;
let employer: TestUser;
let category: { id: string; name: string };

const api = (p: string) => `/client/api/v1/job-alert/${p}`;
const call = <T>(
  method: string,
  path: string,
  user: TestUser | null,
  body?: unknown,
  opts: { host?: string; ip?: string } = {},
) =>
  server.call<Answer<T>>(method, api(path), {
    host: opts.host ?? HOST_A,
    token: user?.token ?? null,
    ...(body === undefined ? {} : { body }),
    headers: {
      'x-forwarded-for': opts.ip ?? `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
const mailsTo = (to: string, kind: string) =>
  server.database.db
    .selectFrom('outbox')
    .select(['subject', 'text', 'meta'])
    .where('to_address', '=', to)
    .where('kind', '=', kind)
    .orderBy('created_at')
    .execute();
const tokenIn = (text: string) => /token=([\w.-]+)/.exec(text)?.[1] ?? '';

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const user = (role: 'candidate' | 'employer', firstName: string) =>
    makeUser(db, server.deps.secret, { clientId: server.tenantA, role, firstName });
  asha = await user('candidate', 'Asha');
  ravi = await user('candidate', 'Ravi');
  employer = await user('employer', 'Esha');
  category = await addCategory(db, server.tenantA, 'Software Development');
});
afterAll(() => server.close());

describe('a candidate’s job alerts', () => {
  let alertId: string;

  it('creates one with normalised criteria and a name, and refuses the same criteria again', async () => {
    const r = await call<S['JobAlert']>('POST', 'create', asha, {
      keyword: '  frontend   engineer ',
      categoryIds: [category.id],
      employmentTypes: ['FULL_TIME', 'All job type'],
      workplaceTypes: ['HYBRID', 'WFH'],
      cityId: PLACES.bengaluru.id,
      salaryMin: 2000000,
      currencyCode: 'INR',
      frequency: 'daily',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe('Job alert created');
    expect(r.body.data).toMatchObject({
      name: 'Frontend engineer jobs in Bengaluru',
      keyword: 'frontend engineer',
      categories: [{ id: category.id, nm: 'Software Development' }],
      employmentTypes: [],
      workplaceTypes: ['HYBRID', 'WFH'],
      city: { id: PLACES.bengaluru.id, nm: 'Bengaluru' },
      country: { nm: 'India' },
      salaryMin: 2000000,
      currencyCode: 'INR',
      frequency: 'daily',
      isActive: true,
      email: asha.email,
      lastSentAt: null,
    });
    alertId = r.body.data._id;

    // The same search written differently, with another name and frequency, is the same alert.
    const again = await call('POST', 'create', asha, {
      name: 'Another name',
      keyword: 'Frontend Engineer',
      categoryIds: [category.id],
      workplaceTypes: ['WFH', 'HYBRID'],
      cityId: PLACES.bengaluru.id,
      countryId: PLACES.india.id,
      salaryMin: 2000000,
      currencyCode: 'INR',
      frequency: 'weekly',
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ALREADY_EXIST', message: ALERT_EXISTS });
  });

  it('lists, reads, updates and deletes only the candidate’s own alerts', async () => {
    const list = await call<{ items: S['JobAlert'][]; pagination: S['Pagination'] }>(
      'GET',
      'get-alerts?page=1&limit=10',
      asha,
    );
    expect(list.body.data.items.map((a) => a._id)).toEqual([alertId]);
    expect((await call('GET', 'get-alerts', ravi)).body.data).toMatchObject({ items: [], pagination: { total: 0 } });
    expect((await call('GET', `getAlert/${alertId}`, ravi)).status).toBe(404);
    expect((await call('PUT', `update-alert/${alertId}`, ravi, { isActive: false })).status).toBe(404);
    expect((await call('DELETE', `softDelete-alert/${alertId}`, ravi)).status).toBe(404);

    const paused = await call<S['JobAlert']>('PUT', `update-alert/${alertId}`, asha, {
      isActive: false,
      frequency: 'weekly',
    });
    expect(paused.status).toBe(200);
    expect(paused.body.data).toMatchObject({ isActive: false, frequency: 'weekly', keyword: 'frontend engineer' });
    // Changing the criteria keeps the rest; onto another alert's criteria is a duplicate.
    const other = await call<S['JobAlert']>('POST', 'create', asha, { keyword: 'designer', frequency: 'daily' });
    expect(other.status).toBe(200);
    const clash = await call('PUT', `update-alert/${other.body.data._id}`, asha, {
      keyword: 'frontend engineer',
      categoryIds: [category.id],
      workplaceTypes: ['HYBRID', 'WFH'],
      cityId: PLACES.bengaluru.id,
      salaryMin: 2000000,
      currencyCode: 'INR',
    });
    expect(clash.status).toBe(409);
    const deleted = await call<S['Done']>('DELETE', `softDelete-alert/${alertId}`, asha);
    expect(deleted.body).toMatchObject({ message: 'Job alert deleted', data: { affected: 1 } });
    expect((await call('GET', `getAlert/${alertId}`, asha)).status).toBe(404);
    // Deleted criteria no longer count as a duplicate.
    expect(
      (
        await call('POST', 'create', asha, {
          keyword: 'frontend engineer',
          categoryIds: [category.id],
          workplaceTypes: ['HYBRID', 'WFH'],
          cityId: PLACES.bengaluru.id,
          salaryMin: 2000000,
          currencyCode: 'INR',
          frequency: 'daily',
        })
      ).status,
    ).toBe(200);
  });

  it('refuses employers, unknown places and categories, and more than the limit', async () => {
    expect((await call('POST', 'create', employer, { frequency: 'daily' })).status).toBe(403);
    const city = await call('POST', 'create', ravi, {
      cityId: '00000000-0000-5000-8000-000000000000',
      frequency: 'daily',
    });
    expect(city.status).toBe(400);
    expect(JSON.stringify(city.body)).toContain('body.cityId');
    const cat = await call('POST', 'create', ravi, {
      categoryIds: ['00000000-0000-4000-8000-000000000000'],
      frequency: 'daily',
    });
    expect(cat.status).toBe(400);
    expect(JSON.stringify(cat.body)).toContain('body.categoryIds');
    expect((await call('POST', 'create', ravi, { salaryMin: 10, frequency: 'daily' })).status).toBe(400);
    for (let i = 0; i < MAX_ALERTS; i++)
      expect((await call('POST', 'create', ravi, { keyword: `skill ${i}`, frequency: 'weekly' })).status).toBe(200);
    const over = await call('POST', 'create', ravi, { keyword: 'one more', frequency: 'weekly' });
    expect(over.status).toBe(403);
    expect(over.body.code).toBe('LIMIT_OVER');
  });

  it('gates each frequency by the plan', async () => {
    const lite = await startTestServer({ subscription: 'LITE_MONTHLY' });
    try {
      const u = await makeUser(lite.database.db, lite.deps.secret, { clientId: lite.tenantA, role: 'candidate' });
      const daily = await lite.call<Answer<null>>('POST', api('create'), {
        host: HOST_A,
        token: u.token,
        body: { frequency: 'daily' },
      });
      expect(daily.status).toBe(403);
      expect(daily.body.message).toBe('Your plan does not include daily job alerts');
      const weekly = await lite.call('POST', api('create'), {
        host: HOST_A,
        token: u.token,
        body: { frequency: 'weekly' },
      });
      expect(weekly.status).toBe(200);
    } finally {
      await lite.close();
    }
  });
});

describe('a guest’s job alert and the links of alert e-mails', () => {
  const email = 'meera.guest@example.in';
  let token: string;

  it('needs an e-mail, starts only once confirmed, and resends the confirmation when asked again', async () => {
    const none = await call('POST', 'create', null, { keyword: 'rust', frequency: 'daily' });
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain('body.email');
    const r = await call<S['JobAlert']>('POST', 'create', null, {
      keyword: 'rust',
      frequency: 'daily',
      email: 'Meera.Guest@example.in',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe('Please confirm your job alert: we sent you an e-mail');
    expect(r.body.data).toMatchObject({ email, name: 'Rust jobs' });
    const [confirm] = await mailsTo(email, 'job_alert_confirm');
    expect(confirm?.subject).toBe('Confirm your job alert: Rust jobs');
    expect(confirm?.text).toContain('/alert-unsubscribe?token=');
    expect(confirm?.text).toContain('&action=confirm');
    token = tokenIn(confirm?.text ?? '');
    const row = await server.database.db
      .selectFrom('job_alerts')
      .select(['confirmed_at'])
      .where('id', '=', r.body.data._id)
      .executeTakeFirstOrThrow();
    expect(row.confirmed_at).toBeNull();
    // Asking again before confirming is not a duplicate error (the mail may be lost), but does not
    // mail again within minutes.
    expect((await call('POST', 'create', null, { keyword: 'rust', frequency: 'daily', email })).status).toBe(200);
    expect(await mailsTo(email, 'job_alert_confirm')).toHaveLength(1);
  });

  it('confirms, changes the frequency, unsubscribes and resubscribes by the token alone, idempotently', async () => {
    const link = (body: Record<string, unknown>) =>
      call<S['JobAlertUnsubscribeResult']>('POST', 'unsubscribe-email-alert', null, { token, ...body });
    const confirmed = await link({ action: 'confirm' });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toMatchObject({
      message: 'Your job alert is confirmed',
      data: {
        email: 'me****@example.in',
        alertName: 'Rust jobs',
        action: 'confirm',
        isActive: true,
        frequency: 'daily',
      },
    });
    // Now confirmed, the same alert again is a duplicate.
    const dup = await call('POST', 'create', null, { keyword: 'rust', frequency: 'daily', email });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Job alert already exist');

    expect((await link({ action: 'frequency', frequency: 'weekly' })).body.data).toMatchObject({
      frequency: 'weekly',
      isActive: true,
    });
    expect((await link({ action: 'frequency' })).status).toBe(400);
    const off = await link({});
    expect(off.body).toMatchObject({
      message: 'You have been unsubscribed from this job alert',
      data: { unsubscribedCount: 1, isActive: false, all: false },
    });
    expect((await link({})).body.data).toEqual(off.body.data);
    expect((await link({ action: 'resubscribe' })).body.data).toMatchObject({ isActive: true, frequency: 'weekly' });
  });

  it('refuses a tampered token, another tenant’s token, and a token turned to another alert', async () => {
    const [payload = '', signature = ''] = token.split('.');
    const other = Buffer.from(JSON.stringify({ a: '00000000-0000-4000-8000-000000000000', e: email })).toString(
      'base64url',
    );
    // The first character changed, not the last two set to "AA": a signature that ended in "AA"
    // (about one in 256) was left as it was, and the test failed on a valid token.
    const tampered = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    for (const bad of [`${payload}.${tampered}`, `${other}.${signature}`, `${payload}x.${signature}`]) {
      const r = await call('POST', 'unsubscribe-email-alert', null, { token: bad });
      expect(r.status, bad).toBe(400);
    }
    expect((await call('POST', 'unsubscribe-email-alert', null, { token }, { host: HOST_B })).status).toBe(400);
  });

  it('unsubscribes in one click by a POST to the List-Unsubscribe address, with no login', async () => {
    const r = await server.call<string>('POST', `/alert-unsubscribe?token=${token}`, {
      host: HOST_A,
      raw: Buffer.from('List-Unsubscribe=One-Click'),
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(r.status).toBe(200);
    expect(r.body).toBe('You have been unsubscribed from Rust jobs.');
    const row = await server.database.db
      .selectFrom('job_alerts')
      .select('is_active')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.is_active).toBe(false);
    const bad = await server.call<string>('POST', `/alert-unsubscribe?token=${token.slice(0, -3)}xyz`, {
      host: HOST_A,
      raw: Buffer.from('List-Unsubscribe=One-Click'),
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(bad.status).toBe(400);
    // The same address opened in a browser is the page.
    expect(
      (
        await server.call('GET', `/alert-unsubscribe?token=${token}`, {
          host: HOST_A,
          headers: { accept: 'text/html' },
        })
      ).status,
    ).not.toBe(405);
  });

  it('switches off every alert of the address with all', async () => {
    const second = await call<S['JobAlert']>('POST', 'create', null, { keyword: 'go', frequency: 'weekly', email });
    expect(second.status).toBe(200);
    const r = await call<S['JobAlertUnsubscribeResult']>('POST', 'unsubscribe-email-alert', null, { token, all: true });
    expect(r.body.data).toMatchObject({ all: true, unsubscribedCount: 2 });
  });
});
