// What clients outside our own app meet, over real HTTP: pages for any Accept header (link
// checkers, crawlers, curl), the app's not-found page with a real 404, feed autodiscovery, the
// security headers on every kind of response, precompressed assets by content negotiation, dynamic
// compression, and revalidation with ETags.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { startPageApp, type PageApp } from '../test/page-app.ts';

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

let server: TestServer;
let pageApp: PageApp | undefined;
let port = 0;
const ASSET = 'index-abc123.js';
const assetText = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Jobs</title>
<script type="module" crossorigin src="/assets/${ASSET}"></script></head>
<body><div id="root"></div><!-- ${'padding '.repeat(200)} --></body></html>`;

function raw(method: string, path: string, headers: Record<string, string> = {}, host = HOST_A): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers: { host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const setSettings = (tenant: string, settings: Record<string, unknown>) =>
  server.database.db
    .updateTable('clients')
    .set({ settings: JSON.stringify(settings) as never })
    .where('id', '=', tenant)
    .execute();

beforeAll(async () => {
  server = await startTestServer();
  const dist = mkdtempSync(join(tmpdir(), 'outside-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', ASSET), assetText);
  writeFileSync(join(dist, 'assets', `${ASSET}.br`), brotliCompressSync(assetText));
  writeFileSync(join(dist, 'assets', `${ASSET}.gz`), gzipSync(assetText));
  pageApp = await startPageApp(server, dist);
  port = pageApp.port;
});

afterAll(async () => {
  await pageApp?.app.close();
  await server?.close();
});

describe('pages for every client', () => {
  it.each([
    ['*/*', '/'],
    ['', '/'],
    ['text/html', '/'],
    ['*/*', '/browse-jobs?keyword=nurse'],
    ['', '/job-detail/some-job-slug'],
    ['application/json', '/employer/home'],
  ])('Accept "%s" on %s answers the page', async (accept, path) => {
    const res = await raw('GET', path, accept ? { accept } : {});
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body.toString()).toContain('<div id="root"></div>');
  });

  it('HEAD answers the page headers without a body', async () => {
    const res = await raw('HEAD', '/browse-jobs');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body.length).toBe(0);
  });

  it('a nonsense path answers the app (its not-found screen) with 404', async () => {
    const res = await raw('GET', '/no/such/page-here', { accept: '*/*' });
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body.toString()).toContain('<div id="root"></div>');
  });

  it('the API, missing assets and other methods keep their own answers', async () => {
    const api = await raw('GET', '/client/api/v1/no-such-call', { accept: '*/*' });
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body.toString())).toMatchObject({ message: 'Oops!, I guess its a wrong url' });
    const asset = await raw('GET', '/assets/missing-chunk.js', { accept: '*/*' });
    expect(asset.status).toBe(404);
    expect(String(asset.headers['content-type'])).not.toContain('text/html');
    // A URL Fastify cannot decode still answers in the catalogue's envelope.
    const broken = await raw('GET', '/client/api/v1/jobs/get/%E0%A4%A');
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.body.toString())).toEqual({
      code: 'ERROR',
      message: 'The request is malformed',
      data: null,
    });
    const post = await raw('POST', '/browse-jobs');
    expect(post.status).toBe(404);
    expect(String(post.headers['content-type'])).toContain('application/json');
  });

  it('public pages link the board feed for autodiscovery', async () => {
    for (const path of ['/', '/browse-jobs', '/job-category?slug=nothing']) {
      const html = (await raw('GET', path)).body.toString();
      expect(html).toMatch(
        /<link rel="alternate" type="application\/rss\+xml" title="Acme Careers — latest jobs" href="http:\/\/acme\.test(:\d+)?\/feeds\/jobs\.rss">/,
      );
    }
    // Signed-in areas have no public head.
    expect((await raw('GET', '/employer/home')).body.toString()).not.toContain('application/rss+xml');
  });
});

describe('security headers', () => {
  const COMMON = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
  };

  it.each([
    ['a page', 'GET', '/'],
    ['a not-found page', 'GET', '/nothing-here'],
    ['an API answer', 'GET', '/client/api/v1/settings/get-settings'],
    ['an API error', 'POST', '/client/api/v1/jobs/get-job-list'],
    ['robots.txt', 'GET', '/robots.txt'],
    ['the RSS feed', 'GET', '/feeds/jobs.rss'],
    ['the health check', 'GET', '/health'],
    ['the readiness check', 'GET', '/ready'],
    ['the metrics', 'GET', '/metrics'],
    ['an asset', 'GET', `/assets/${ASSET}`],
  ])('%s carries them', async (_what, method, path) => {
    const res = await raw(method, path);
    expect(res.headers).toMatchObject(COMMON);
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors '(none|self)'/);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('the page policy allows our scripts only, and no framing', async () => {
    const csp = String((await raw('GET', '/')).headers['content-security-policy']);
    const script = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(script.split(' ')).toContain("'self'");
    expect(script).not.toContain("'unsafe-inline'");
    expect(script).not.toContain('https:');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('non-page answers forbid everything', async () => {
    const csp = String((await raw('GET', '/client/api/v1/settings/get-settings')).headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
  });

  it('over TLS (a trusted proxy says https) HSTS and the https upgrade are added', async () => {
    const res = await raw('GET', '/', { 'x-forwarded-proto': 'https' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it("the tenant's analytics providers and embedders are let through, on that tenant only", async () => {
    await setSettings(server.tenantA, {
      analytics: {
        gtm: { containerId: 'GTM-ABC1234' },
        posthog: { apiKey: 'phc_test', host: 'https://ph.example.com' },
      },
      security: { frameAncestors: ['https://partner.example', 'javascript:alert(1)'] },
    });
    const csp = String((await raw('GET', '/')).headers['content-security-policy']);
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).toContain('https://*.googletagmanager.com');
    expect(/connect-src ([^;]*)/.exec(csp)?.[1]).toContain('https://ph.example.com');
    expect(csp).toMatch(/frame-ancestors 'self' https:\/\/partner\.example(;|$)/);
    expect(csp).not.toContain('javascript:');
    const other = String((await raw('GET', '/', {}, HOST_B)).headers['content-security-policy']);
    expect(other).not.toContain('googletagmanager');
    expect(other).not.toContain('ph.example.com');
    expect(other).toContain("frame-ancestors 'none'");
    await setSettings(server.tenantA, {});
  });
});

describe('compression and caching', () => {
  it('assets are sent precompressed by Accept-Encoding and cached for a year', async () => {
    const br = await raw('GET', `/assets/${ASSET}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(assetText);
    expect(br.body.length).toBeLessThan(assetText.length / 10);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await raw('GET', `/assets/${ASSET}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(assetText);
    const plain = await raw('GET', `/assets/${ASSET}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(assetText);
  });

  it('pages and API answers above 1 kB are compressed on the fly', async () => {
    const page = await raw('GET', '/', { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toContain('<div id="root"></div>');
    const api = await raw('GET', '/client/api/v1/settings/get-settings', { 'accept-encoding': 'gzip' });
    const json = api.headers['content-encoding'] === 'gzip' ? gunzipSync(api.body) : api.body;
    expect(JSON.parse(json.toString())).toMatchObject({ code: 'SUCCESS' });
  });

  it('pages and feeds revalidate: a matching ETag gets 304 with no body', async () => {
    for (const path of ['/browse-jobs', '/feeds/jobs.rss', '/sitemap.xml']) {
      const first = await raw('GET', path);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"/);
      expect(String(first.headers['cache-control'])).toMatch(/no-cache|max-age=300/);
      const again = await raw('GET', path, { 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    }
  });
});
