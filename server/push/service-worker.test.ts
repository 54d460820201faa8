// The push service worker is answered from the site root as JavaScript, and the pages' policy lets
// the app register it (worker-src 'self').
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_A, startTestServer, type TestServer } from '../test/harness.ts';

const worker = readFileSync(join(import.meta.dirname, '../../public/push-sw.js'), 'utf8');
let server: TestServer;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'push-dist-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'push-sw.js'), worker);
  server = await startTestServer({ distDir: dist });
});

afterAll(async () => server?.close());

describe('the push service worker', () => {
  it('is served from the site root as JavaScript, never cached stale', async () => {
    const r = await server.call<string>('GET', '/push-sw.js', { host: HOST_A });
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.body).toBe(worker);
  });

  it('may be registered by the pages', async () => {
    const page = await server.call<string>('GET', '/jobsseekers/notification', { host: HOST_A });
    expect(page.status).toBe(200);
    expect(String(page.headers['content-security-policy'])).toContain("worker-src 'self'");
  });
});
