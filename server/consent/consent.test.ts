// Consent before tracking over real HTTP (docs/consent.md): the board's setting (on unless turned
// off) and its policy version reach the public settings after an admin saves them; a visitor's
// choice is kept for the board with its time, choice, version and random visitor id and nothing of
// the address; bad input answers 400 naming the field; the per-address limit answers 429; the
// console counts each visitor's latest choice under the current version, for its own board only;
// and the contract's hostile requests to both operations never answer a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { makeWorld } from '../tenancy/test/probes/world.ts';
import { makeCallers } from '../test/fuzz/callers.ts';
import { casesFor } from '../test/fuzz/cases.ts';
import { contractOperations } from '../test/fuzz/contract-ops.ts';
import { rngFor } from '../test/fuzz/rng.ts';
import { closeAgent, send } from '../test/fuzz/send.ts';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { makeUser, type TestUser } from '../test/world.ts';
import { LIMIT_RULES } from '../rate-limit/rules.ts';
import { SAVED } from './consent.ts';

type S = components['schemas'];
type Answer<T> = { code: string; message: string; data: T & { fields?: { field: string; message: string }[] } };

let server: TestServer;
let adminA: TestUser;
let adminB: TestUser;
let seq = 0;

/** A unique client address per call unless a test names one. */
const nextAddress = () => `10.31.${Math.floor(++seq / 250)}.${seq % 250}`;

const record = (body: unknown, opts: { host?: string; ip?: string } = {}) =>
  server.call<Answer<object>>('POST', '/client/api/v1/consent/record', {
    host: opts.host ?? HOST_A,
    headers: { 'x-forwarded-for': opts.ip ?? nextAddress() },
    body,
  });

const visitor = () => crypto.randomUUID();
const choice = (analytics: boolean, marketing: boolean, extra: Record<string, unknown> = {}) => ({
  choice: { analytics, marketing },
  policyVersion: '1',
  visitorId: visitor(),
  ...extra,
});

const summary = (user: TestUser, host = HOST_A) =>
  server.call<Answer<S['ConsentSummary']>>('GET', '/client/api/v1/admin/consent/summary', {
    host,
    token: user.token,
  });
const publicSettings = (host = HOST_A) =>
  server.call<Answer<S['Settings']>>('GET', '/client/api/v1/settings/get-settings', { host });
const saveSettings = (body: unknown) =>
  server.call<Answer<S['AdminSettings']>>('PUT', '/client/api/v1/admin/settings', {
    host: HOST_A,
    token: adminA.token,
    body,
  });

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const { secret } = server.deps;
  adminA = await makeUser(db, secret, { clientId: server.tenantA, role: 'admin' });
  adminB = await makeUser(db, secret, { clientId: server.tenantB, role: 'admin' });
});
afterAll(async () => {
  closeAgent();
  await server?.close();
});

describe('the board’s consent setting', () => {
  it('asks by default, under version 1, and follows what the admin saves', async () => {
    expect((await publicSettings()).body.data.consent).toEqual({ required: true, policyVersion: '1' });
    const read = await server.call<Answer<S['AdminSettings']>>('GET', '/client/api/v1/admin/settings', {
      host: HOST_A,
      token: adminA.token,
    });
    expect(read.body.data.analytics).toMatchObject({ consentRequired: true, consentPolicyVersion: null });

    const saved = await saveSettings({ analytics: { consentRequired: false, consentPolicyVersion: '2026-03' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.analytics).toMatchObject({ consentRequired: false, consentPolicyVersion: '2026-03' });
    expect((await publicSettings()).body.data.consent).toEqual({ required: false, policyVersion: '2026-03' });
    // The other board is untouched.
    expect((await publicSettings(HOST_B)).body.data.consent).toEqual({ required: true, policyVersion: '1' });

    const bad = await saveSettings({ analytics: { consentPolicyVersion: 'v 2' } });
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields?.map((f) => f.field)).toContain('body.analytics.consentPolicyVersion');

    const back = await saveSettings({ analytics: { consentRequired: true, consentPolicyVersion: null } });
    expect(back.body.data.analytics).toMatchObject({ consentRequired: true, consentPolicyVersion: null });
    expect((await publicSettings()).body.data.consent).toEqual({ required: true, policyVersion: '1' });
  });
});

describe('consent/record', () => {
  it('keeps the time, the choice, the version and the visitor for the board, and no address', async () => {
    const body = choice(true, false);
    const before = new Date();
    const r = await record(body, { ip: '203.0.113.77' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ code: 'SUCCESS', message: SAVED, data: null });

    const rows = await server.database.db
      .selectFrom('consent_records')
      .selectAll()
      .where('client_id', '=', server.tenantA)
      .where('visitor_id', '=', body.visitorId)
      .execute();
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row).toMatchObject({ policy_version: '1', analytics: true, marketing: false });
    expect(row?.created_at.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(Object.keys(row ?? {}).sort()).toEqual(
      ['analytics', 'client_id', 'created_at', 'id', 'marketing', 'policy_version', 'visitor_id'].sort(),
    );
    expect(JSON.stringify(rows)).not.toContain('203.0.113.77');
  });

  it('answers 400 naming the field the contract refuses, and stores nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [{ ...choice(true, true), choice: { analytics: 'yes', marketing: true } }, 'body.choice.analytics'],
      [{ ...choice(true, true), choice: { analytics: true } }, 'body.choice'],
      [{ ...choice(true, true), choice: { analytics: true, marketing: true, ads: true } }, 'body.choice'],
      [choice(true, true, { policyVersion: '' }), 'body.policyVersion'],
      [choice(true, true, { policyVersion: 'v 1<script>' }), 'body.policyVersion'],
      [choice(true, true, { policyVersion: 'x'.repeat(41) }), 'body.policyVersion'],
      [choice(true, true, { visitorId: 'visitor-1' }), 'body.visitorId'],
      [choice(true, true, { ip: '203.0.113.9' }), 'body'],
      [{ choice: { analytics: true, marketing: true }, visitorId: visitor() }, 'policyVersion'],
    ];
    for (const [body, field] of cases) {
      const r = await record(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(
        r.body.data.fields?.map((f) => `${f.field} ${f.message}`).join(' '),
        `${JSON.stringify(body)} → ${JSON.stringify(r.body)}`,
      ).toContain(field);
    }
    const stored = await server.database.db
      .selectFrom('consent_records')
      .select('id')
      .where('client_id', '=', server.tenantA)
      .where('policy_version', 'in', ['', 'v 1<script>'])
      .execute();
    expect(stored).toEqual([]);
  });

  it('refuses a flood from one address with 429, and another address still records', async () => {
    const ip = '198.51.100.40';
    const { points } = LIMIT_RULES.consentRecords;
    for (let i = 0; i < points; i++) expect((await record(choice(false, false), { ip })).status).toBe(200);
    const refused = await server.call<Answer<{ retryAfterSeconds: number }>>('POST', '/client/api/v1/consent/record', {
      host: HOST_A,
      headers: { 'x-forwarded-for': ip },
      body: choice(false, false),
    });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('LIMIT_OVER');
    expect(refused.body.data.retryAfterSeconds).toBeGreaterThan(0);
    // The same address on the other board is counted apart.
    expect((await record(choice(false, false), { ip, host: HOST_B })).status).toBe(200);
    expect((await record(choice(false, false))).status).toBe(200);
  });
});

describe('the console’s count of consents', () => {
  it('counts each visitor once by their latest choice under the current version, for its own board', async () => {
    // A fresh version of its own, so the records of the tests above are not counted.
    expect((await saveSettings({ analytics: { consentPolicyVersion: 'count-1' } })).status).toBe(200);
    const empty = await summary(adminA);
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({
      policyVersion: 'count-1',
      visitors: 0,
      choices: [
        { analytics: true, marketing: true, count: 0 },
        { analytics: true, marketing: false, count: 0 },
        { analytics: false, marketing: true, count: 0 },
        { analytics: false, marketing: false, count: 0 },
      ],
      lastRecordedAt: null,
    });

    const v = 'count-1';
    const changedMind = visitor();
    await record({ choice: { analytics: true, marketing: true }, policyVersion: v, visitorId: changedMind });
    await record({ choice: { analytics: false, marketing: false }, policyVersion: v, visitorId: changedMind });
    await record({ choice: { analytics: true, marketing: false }, policyVersion: v, visitorId: visitor() });
    await record({ choice: { analytics: true, marketing: false }, policyVersion: v, visitorId: visitor() });
    await record({ choice: { analytics: true, marketing: true }, policyVersion: v, visitorId: visitor() });
    // An older version and the other board are not counted.
    await record({ choice: { analytics: true, marketing: true }, policyVersion: 'count-0', visitorId: visitor() });
    await record(
      { choice: { analytics: false, marketing: true }, policyVersion: v, visitorId: visitor() },
      { host: HOST_B },
    );

    const r = await summary(adminA);
    expect(r.body.data.visitors).toBe(4);
    expect(r.body.data.choices.map((c) => c.count)).toEqual([1, 2, 0, 1]);
    expect(Date.parse(r.body.data.lastRecordedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    // Admins only, and only on their own board.
    expect((await server.call('GET', '/client/api/v1/admin/consent/summary', { host: HOST_A })).status).toBe(401);
    expect((await summary(adminA, HOST_B)).status).toBe(401);
    const other = await summary(adminB, HOST_B);
    expect(other.status).toBe(200);
    expect(other.body.data.policyVersion).toBe('1');
    expect(JSON.stringify(other.body)).not.toContain('count-1');
  });
});

describe('hostile requests (the fuzz test’s cases for these operations)', () => {
  it('never answer a 5xx nor drop the connection, and refuse what the contract refuses', async () => {
    const world = await makeWorld(server, HOST_A, server.tenantA, 'Consent');
    const foreign = await makeUser(server.database.db, server.deps.secret, {
      clientId: server.tenantB,
      role: 'admin',
    });
    const callers = await makeCallers(server.database.db, server.deps.secret, world, foreign.token);
    await callers.refresh();
    const ops = contractOperations().filter((o) => o.id === 'recordConsent' || o.id === 'getConsentSummary');
    expect(ops.map((o) => o.id).sort()).toEqual(['getConsentSummary', 'recordConsent']);
    const problems: string[] = [];
    let sent = 0;
    for (const op of ops) {
      const rng = rngFor(`consent-fuzz:${op.id}`);
      for (const c of casesFor(op, world, rng)) {
        const outcome = await send(server.port, HOST_A, c, callers.tokenOf(c.actor, rng), nextAddress());
        sent += 1;
        const status = outcome.status;
        if (typeof status !== 'number' || status >= 500) problems.push(`${c.op} [${c.label}] → ${status}`);
        else if (c.refusedField && !(status === 400 && outcome.fields.some((f) => f.startsWith(c.refusedField ?? ''))))
          problems.push(`${c.op} [${c.label}] not refused on ${c.refusedField}: ${status}`);
      }
    }
    expect(sent).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });
});
