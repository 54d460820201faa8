// /metrics over real HTTP: the series an operator scrapes (request durations by route pattern, the
// database pool, the background queue's jobs by state from pg-boss's table, the chat sockets, the
// process), and who may read them: with METRICS_TOKEN only the bearer of the token, without one
// only a client straight on this machine's loopback; anyone else gets 404.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, connected } from '../chat/test/support.ts';
import { ConfigError, readConfig } from '../config.ts';
import { IMPORT_TASK } from '../job-import/run-import.ts';
import { engine } from '../test/databases.ts';
import { startAnotherApp } from '../test/another-app.ts';
import { HOST_A, startTestServer, type TestServer } from '../test/harness.ts';
import { makeUser } from '../test/world.ts';

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The samples of a Prometheus text exposition. */
function parse(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const m = /^([A-Za-z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!m) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries(
        [...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]),
      );
      return { name: m[1] ?? '', labels, value: Number(m[3]) };
    });
}

const find = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));

let server: TestServer;
const apps: FastifyInstance[] = [];
const sockets: Socket[] = [];

beforeAll(async () => {
  // Its own: it starts the background worker.
  server = await startTestServer({ own: true });
});

afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await Promise.all(apps.map((a) => a.close()));
  await server?.close();
});

async function scrape(): Promise<Sample[]> {
  const res = await server.call<string>('GET', '/metrics', { host: HOST_A });
  expect(res.status).toBe(200);
  return parse(res.body);
}

/** The first scrape (polled every 100 ms, at most `limit` ms) in which `ok` holds. */
async function scrapeUntil(ok: (samples: Sample[]) => boolean, limit: number): Promise<Sample[]> {
  const start = Date.now();
  let samples = await scrape();
  while (!ok(samples) && Date.now() - start < limit) {
    await new Promise((r) => setTimeout(r, 100));
    samples = await scrape();
  }
  return samples;
}

/** A server of this database started with `env` (no NODE_ENV), behind a trusted proxy, as the dev tools test does. */
async function serverWith(env: Record<string, string>) {
  const config = {
    ...readConfig({ TRUST_PROXY: 'true', LOG_LEVEL: 'silent', ...env }),
    dataDir: server.deps.config.dataDir,
  };
  const { app, call } = await startAnotherApp(server, config);
  apps.push(app);
  return call;
}

describe('/metrics', () => {
  it('times requests by route pattern, method and status, never by the URL asked', async () => {
    const id = randomUUID();
    const asked = await server.call('GET', `/client/api/v1/company/get/${id}`, { host: HOST_A });
    await server.call('GET', `/client/api/v1/company/get/${randomUUID()}`, { host: HOST_A });
    const res = await server.call<string>('GET', '/metrics', { host: HOST_A });
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).not.toContain(id);
    const samples = parse(res.body);
    const labels = { route: '/client/api/v1/company/get/:id', method: 'GET', status_code: String(asked.status) };
    expect(find(samples, 'jobboard_http_request_duration_seconds_count', labels)[0]?.value).toBe(2);
    const buckets = find(samples, 'jobboard_http_request_duration_seconds_bucket', labels);
    expect(buckets.find((b) => b.labels.le === '+Inf')?.value).toBe(2);
    expect(find(samples, 'jobboard_http_request_duration_seconds_sum', labels)[0]?.value).toBeGreaterThan(0);
    // And the process's own series.
    expect(find(samples, 'process_cpu_user_seconds_total')).toHaveLength(1);
    expect(find(samples, 'nodejs_eventloop_lag_p99_seconds')).toHaveLength(1);
  });

  it("reports the database pool's use", async () => {
    const samples = await scrape();
    const at = (name: string) => find(samples, name, { engine })[0]?.value;
    expect(at('jobboard_db_pool_max_connections')).toBe(engine === 'pglite' ? 1 : 20);
    expect(at('jobboard_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(at('jobboard_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
    expect(at('jobboard_db_pool_waiting_requests')).toBeGreaterThanOrEqual(0);
    // PGlite's socket server holds the queries for its one session; PostgreSQL has none.
    expect(find(samples, 'jobboard_db_embedded_queued_queries')).toHaveLength(engine === 'pglite' ? 1 : 0);
  });

  it("reports the search lane's slots, searches running and waiting, those abandoned, and the waits", async () => {
    const search = await server.call('POST', '/client/api/v1/jobs/get-job-list', {
      host: HOST_A,
      body: { page: 1, limit: 10, search: 'metrics' },
    });
    expect(search.status).toBe(200);
    const samples = await scrape();
    expect(find(samples, 'jobboard_search_wait_seconds_count')[0]?.value).toBeGreaterThanOrEqual(1);
    expect(find(samples, 'jobboard_search_slots')[0]?.value).toBe(server.deps.searchLane.slots);
    expect(find(samples, 'jobboard_searches_running')[0]?.value).toBe(0);
    expect(find(samples, 'jobboard_searches_waiting')[0]?.value).toBe(0);
    expect(find(samples, 'jobboard_searches_abandoned_total')[0]?.value).toBe(server.deps.searchLane.abandoned);
  });

  it("counts the background queue's jobs by queue and state, failures included", { timeout: 30_000 }, async () => {
    const jobs = (samples: Sample[], state: string) =>
      find(samples, 'jobboard_queue_jobs', { queue: IMPORT_TASK, state })[0]?.value;
    // One waiting for an hour from now; one whose run id is no id, so the import fails and waits to be retried.
    await server.deps.jobs.send(IMPORT_TASK, { runId: randomUUID() }, { startAfterSeconds: 3600 });
    await server.deps.jobs.startWorker();
    await server.deps.jobs.send(IMPORT_TASK, { runId: 'not-a-run-id' });
    const samples = await scrapeUntil((s) => jobs(s, 'retry') === 1, 20_000);
    expect(jobs(samples, 'created')).toBe(1);
    expect(jobs(samples, 'retry')).toBe(1);
    expect(jobs(samples, 'active')).toBe(0);
    expect(jobs(samples, 'failed')).toBe(0);
    // Every queue the app declares is there, with all four states.
    const queues = new Set(find(samples, 'jobboard_queue_jobs').map((s) => s.labels.queue ?? ''));
    expect([...queues]).toEqual(expect.arrayContaining([IMPORT_TASK, 'jobs.expire', 'push.send']));
    for (const queue of queues)
      expect(
        find(samples, 'jobboard_queue_jobs', { queue })
          .map((s) => s.labels.state)
          .sort(),
      ).toEqual(['active', 'created', 'failed', 'retry']);
  });

  it("counts the last day's mail by delivery status", async () => {
    const mail = (samples: Sample[], status: string) =>
      find(samples, 'jobboard_mail_last_day', { status })[0]?.value ?? Number.NaN;
    const before = await scrape();
    const row = (status: 'queued' | 'sent' | 'failed', createdAt = new Date()) => ({
      to_address: 'someone@example.com',
      subject: 'A mail',
      html: '',
      text: '',
      kind: 'metrics-test',
      meta: {},
      status,
      created_at: createdAt,
    });
    await server.database.db
      .insertInto('outbox')
      .values([row('queued'), row('queued'), row('failed'), row('sent', new Date(Date.now() - 2 * 86_400_000))])
      .execute();
    const after = await scrape();
    expect(mail(after, 'queued') - mail(before, 'queued')).toBe(2);
    expect(mail(after, 'failed') - mail(before, 'failed')).toBe(1);
    // Older than a day: outside the window.
    expect(mail(after, 'sent') - mail(before, 'sent')).toBe(0);
    expect(mail(after, 'unsent')).toBeGreaterThanOrEqual(0);
  });

  it('counts the chat sockets connected', async () => {
    const count = (samples: Sample[]) => find(samples, 'jobboard_chat_sockets')[0]?.value;
    expect(count(await scrape())).toBe(0);
    const candidate = await makeUser(server.database.db, server.deps.secret, {
      clientId: server.tenantA,
      role: 'candidate',
    });
    const socket = connect(server.port, { token: candidate.token, host: HOST_A });
    sockets.push(socket);
    await connected(socket);
    expect(count(await scrape())).toBe(1);
    socket.disconnect();
    expect(count(await scrapeUntil((s) => count(s) === 0, 5000))).toBe(0);
  });

  it('answers without a tenant host, uncached and with the security headers', async () => {
    const res = await server.call<string>('GET', '/metrics', { host: 'no-board.example' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('without METRICS_TOKEN answers only a client straight on loopback, and 404 to anyone else', async () => {
    const from = async (forwardedFor?: string) =>
      (
        await server.call('GET', '/metrics', {
          host: HOST_A,
          ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
        })
      ).status;
    expect(await from('203.0.113.7'), 'from afar').toBe(404);
    expect(await from('10.1.2.3'), 'from the private network').toBe(404);
    expect(await from('::ffff:192.0.2.1'), 'mapped IPv4').toBe(404);
    // A proxy on this machine forwarding its client: not a scraper here.
    expect(await from('127.0.0.1'), 'through a proxy').toBe(404);
    expect(await from(), 'from this machine').toBe(200);
  });

  it('with METRICS_TOKEN answers only its bearer, from anywhere, and 404 to anyone else', async () => {
    const token = 'metrics-token-0123456789abcdef';
    const call = await serverWith({ METRICS_TOKEN: token });
    const status = async (headers: Record<string, string>) =>
      (await call('GET', '/metrics', { host: HOST_A, headers })).status;
    expect(await status({}), 'no token, from this machine').toBe(404);
    expect(await status({ authorization: `Bearer ${token.replace(/f$/, 'e')}` }), 'a wrong token').toBe(404);
    expect(await status({ authorization: `Bearer ${token}x` }), 'a longer token').toBe(404);
    expect(await status({ authorization: `Basic ${token}` }), 'another scheme').toBe(404);
    expect(await status({ authorization: `Bearer ${token}` }), 'the token').toBe(200);
    expect(
      await status({ authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.7' }),
      'the token, from afar',
    ).toBe(200);
    const res = await call<string>('GET', '/metrics', { host: HOST_A, headers: { authorization: `Bearer ${token}` } });
    expect(find(parse(res.body), 'jobboard_db_pool_max_connections')).toHaveLength(1);
  });

  it('refuses a METRICS_TOKEN shorter than 16 characters, or one a bearer header cannot carry', () => {
    for (const value of ['short-token', 'sixteen chars ok'])
      expect(() => readConfig({ METRICS_TOKEN: value }), value).toThrow(ConfigError);
    expect(() => readConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be a random token of at least 16/);
  });
});
