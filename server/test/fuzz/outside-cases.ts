// Fuzz cases for the routes outside the contract, which no contract validation guards: the
// analytics beacon, the token refetch, the dev mailbox, stored files, crawler feeds, the served
// web app (whose head reads the path) and paths no route knows, some with broken percent-escapes.
import { ACTORS } from './base-call.ts';
import type { FuzzCase } from './cases.ts';
import { multipartBody, MULTIPART_TYPE } from './multipart-body.ts';
import { deepJson } from './values.ts';

const beacon = {
  type: 'capture',
  event: 'job_viewed',
  id: 'visitor-1',
  props: { role: 'guest' },
  path: '/jobs',
  at: '2026-11-01T10:00:00.000Z',
};

const json = (text: string) => ({ bytes: Buffer.from(text), type: 'application/json' });
const plain = (text: string) => ({ bytes: Buffer.from(text), type: 'text/plain;charset=UTF-8' });
const withBeacon = (change: Record<string, unknown>) => JSON.stringify({ ...beacon, ...change });

const EVENTS: Array<[string, FuzzCase['body']]> = [
  ['beacon', plain(JSON.stringify(beacon))],
  ['event with NUL', plain(withBeacon({ event: 'a\u0000b' }))],
  ['props with NUL key', json(withBeacon({ props: { 'a\u0000': 1 } }))],
  ['props with lone surrogate', json(withBeacon({ props: { q: 'a\ud800' } }))],
  ['props nested 5000 deep', plain(withBeacon({ props: 'DEEP' }).replace('"DEEP"', deepJson(5000)))],
  ['at before PostgreSQL time', json(withBeacon({ at: '-271821-04-20T00:00:00.000Z' }))],
  ['at after PostgreSQL time', json(withBeacon({ at: '+275760-09-13T00:00:00.000Z' }))],
  ['at a number', json(withBeacon({ at: 1.5e301 }))],
  ['props an array', json(withBeacon({ props: [1, 'a\u0000'] }))],
  ['long event', json(withBeacon({ event: 'e'.repeat(10_000) }))],
  ['null', json('null')],
  ['array', json('[1,2]')],
  ['text not JSON', plain('a\u0000b')],
  ['a form', { bytes: multipartBody([{ name: 'type', value: 'capture' }]), type: MULTIPART_TYPE }],
  ['over the limit', plain(withBeacon({ event: 'x'.repeat(20_000) }))],
];

const GETS: string[] = [
  '/dev/mailbox.json?to=a%00b',
  `/dev/mailbox.json?to=${'m'.repeat(2000)}`,
  '/dev/mailbox.json?to=a&to=b',
  '/dev/mailbox.json?to[x]=1',
  '/dev/mailbox?to=%F0%9F%98%80',
  '/files/x',
  '/files/a%00b',
  `/files/${'0'.repeat(32)}.pdf`,
  '/files/..%2F..%2Fpackage.json',
  `/files/${'f'.repeat(3000)}`,
  '/sitemap.xml',
  '/sitemaps/jobs-999999.xml',
  '/sitemaps/jobs-0.xml',
  '/sitemaps/pages.xml',
  '/sitemaps/%00',
  '/robots.txt',
  '/feeds/jobs.rss',
  '/feeds/indeed.xml',
  '/health',
  '/ready',
  '/metrics',
  '/metrics?name[]=%00',
  '/client/api/v1/no-such-call',
  '/client/api/v1/jobs/get/%E0%A4%A',
  '/client/api/v1/jobs/get/%',
  '/client/api/v1/jobs/get/',
  '/client/api/v1/%00',
];

/** Paths of the served web app, asked for as a browser asks for a page. */
const PAGES: string[] = [
  '/',
  '/jobs?q=%00',
  '/job-detail/%E0%A4%A',
  '/job-detail/%',
  `/job-detail/${'a'.repeat(300)}`,
  '/job-detail/%F0%9F%98%80',
  '/company-profile?slug=a%00b',
  `/company-profile?slug=${'c'.repeat(3000)}`,
  '/job-category?slug=%ZZ',
  '//evil.example/x',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/assets/%00',
  '/assets/..%2F..%2Fpackage.json',
];

export function outsideCases(): FuzzCase[] {
  const out: FuzzCase[] = [];
  const actor = () => ACTORS[out.length % ACTORS.length] ?? 'guest';
  for (const [label, body] of EVENTS)
    out.push({ op: 'POST /events', label, actor: actor(), method: 'POST', path: '/events', ...(body && { body }) });
  for (const a of ACTORS) {
    out.push({ op: 'POST /session/refresh', label: `as ${a}`, actor: a, method: 'POST', path: '/session/refresh' });
    out.push({
      op: 'POST /session/refresh',
      label: `with a body as ${a}`,
      actor: a,
      method: 'POST',
      path: '/session/refresh',
      body: json('null'),
    });
  }
  for (const path of GETS)
    out.push({ op: `GET ${path.split('?')[0]}`, label: path, actor: actor(), method: 'GET', path });
  for (const path of PAGES)
    out.push({ op: 'GET page', label: path, actor: actor(), method: 'GET', path, headers: { accept: 'text/html' } });
  for (const method of ['HEAD', 'OPTIONS', 'PROPFIND', 'DELETE'])
    out.push({ op: `${method} /`, label: method, actor: actor(), method, path: '/client/api/v1/jobs/get-job-list' });
  return out;
}
