// Plain HTTP requests (no JavaScript, no browser) on any board's host, as a crawler or a feed
// reader makes them. Node does not resolve `*.localhost` the way Chromium is told to, so every
// request goes to 127.0.0.1 with the board's Host header (the server picks the tenant by Host).
import { request as httpRequest } from 'node:http';

const PORT = Number(process.env.E2E_PORT ?? 4173);

export type PlainResponse = { status: number; contentType: string; body: string };

/** GET `path` on `host` (a hostname without port, e.g. `globex.localhost`), with any more headers (a cookie). */
export function plainGet(
  host: string,
  path: string,
  accept = '*/*',
  headers: Record<string, string> = {},
): Promise<PlainResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: PORT, path, headers: { ...headers, host: `${host}:${PORT}`, accept } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), body }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The page's HTML as the server sends it to a client that runs no JavaScript. */
export const pageHtml = (host: string, path: string, headers: Record<string, string> = {}) =>
  plainGet(host, path, 'text/html,application/xhtml+xml', headers);

/** Every JSON-LD object in the HTML's `<script type="application/ld+json">` blocks. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.map((m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>);
}

/** All `<loc>` URLs of a host's sitemap: the index and every sitemap file it names. */
export async function sitemapLocs(host: string): Promise<{ status: number; locs: string[] }> {
  const index = await plainGet(host, '/sitemap.xml', 'application/xml');
  if (index.status !== 200) return { status: index.status, locs: [] };
  const files = locsOf(index.body);
  const locs: string[] = [];
  for (const file of files) {
    const url = new URL(file);
    const res = await plainGet(host, url.pathname, 'application/xml');
    // A jobs file past the last live job answers 404; the index only names files that exist.
    if (res.status !== 200) throw new Error(`${file} named by ${host}/sitemap.xml answered ${res.status}`);
    locs.push(...locsOf(res.body));
  }
  return { status: 200, locs };
}

function locsOf(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));
}
