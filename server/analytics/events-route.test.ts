import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
  await s.database.db
    .updateTable('clients')
    .set({ settings: JSON.stringify({ analytics: { firstParty: { enabled: true } } }) })
    .where('id', '=', s.tenantA)
    .execute();
});
afterAll(async () => s?.close());

const event = {
  type: 'capture',
  event: 'job_viewed',
  id: null,
  props: { role: 'guest', gclid: 'abc' },
  path: '/job-detail/x',
  at: '2026-11-01T10:00:00.000Z',
};

describe('POST /events (first-party analytics)', () => {
  it('keeps the events of a tenant that turned first-party analytics on, sent as a beacon', async () => {
    const r = await s.call('POST', '/events', {
      host: HOST_A,
      raw: Buffer.from(JSON.stringify(event)),
      contentType: 'text/plain;charset=UTF-8',
    });
    expect(r.status).toBe(204);
    const rows = await s.database.db
      .selectFrom('analytics_events')
      .selectAll()
      .where('client_id', '=', s.tenantA)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.event).toBe('job_viewed');
    expect(rows[0]?.props).toEqual({ role: 'guest', gclid: 'abc' });
  });

  it('answers 204 and keeps nothing when the tenant has it off, or for an unknown type', async () => {
    expect((await s.call('POST', '/events', { host: HOST_B, body: event })).status).toBe(204);
    expect((await s.call('POST', '/events', { host: HOST_A, body: { ...event, type: 'drop table' } })).status).toBe(
      204,
    );
    const rows = await s.database.db
      .selectFrom('analytics_events')
      .select('client_id')
      .where('client_id', 'in', [s.tenantA, s.tenantB])
      .execute();
    expect(rows.map((r) => r.client_id)).toEqual([s.tenantA]);
  });
});
