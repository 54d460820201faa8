// Where a run's XML comes from: an uploaded file (purpose import) of the same tenant, or a feed
// URL fetched with a time and size limit. Outside development and tests, feed hosts that resolve
// to private, loopback, link-local or otherwise internal addresses are refused, and redirects are
// followed by hand so that each hop is checked the same way.
import { lookup } from 'node:dns/promises';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { isIP } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import type { Db } from '../db/database.ts';
import { findTenantFile, type FileStorage } from '../files/index.ts';

export const FEED_MAX_BYTES = 50 * 1024 * 1024;
export const FEED_TIMEOUT_MS = 60_000;
const MAX_REDIRECTS = 3;
export const XML_MIME = 'application/xml';

export class SourceError extends Error {}

export type FetchPolicy = { allowPrivateHosts: boolean; timeoutMs?: number; maxBytes?: number };

/** A stored upload's key from its uri (/files/<key>). */
export const fileKeyOf = (uri: string) => uri.replace(/^\/files\//, '');

export async function importFile(db: Db, clientId: string, uri: string) {
  const row = await findTenantFile(db, clientId, fileKeyOf(uri));
  return row && row.mime_type === XML_MIME ? row : undefined;
}

function privateV4(ip: string): boolean {
  const [a = 0, b = 0] = ip.split('.').map(Number);
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224
  );
}

/** Loopback, private, link-local, unique-local, multicast and unspecified addresses. */
export function isInternalAddress(ip: string): boolean {
  if (isIP(ip) === 4) return privateV4(ip);
  const v6 = ip.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(v6)?.[1];
  if (mapped) return privateV4(mapped);
  return v6 === '::' || v6 === '::1' || /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6) || v6.startsWith('ff');
}

async function checkHost(url: URL, policy: FetchPolicy): Promise<void> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new SourceError('The feed URL must be http or https');
  if (policy.allowPrivateHosts) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true }).catch(() => [])).map((a) => a.address);
  if (!addresses.length) throw new SourceError(`The feed host ${host} could not be found`);
  if (addresses.some(isInternalAddress)) throw new SourceError('The feed URL points to a private address');
}

async function download(url: string, to: string, policy: FetchPolicy): Promise<void> {
  const maxBytes = policy.maxBytes ?? FEED_MAX_BYTES;
  const signal = AbortSignal.timeout(policy.timeoutMs ?? FEED_TIMEOUT_MS);
  let target = new URL(url);
  for (let hop = 0; ; hop++) {
    await checkHost(target, policy);
    const res = await fetch(target, {
      redirect: 'manual',
      signal,
      headers: { accept: 'application/xml, text/xml, */*' },
    }).catch((e: Error) => {
      throw new SourceError(
        e.name === 'TimeoutError' ? 'The feed did not answer in time' : `The feed could not be read: ${e.message}`,
      );
    });
    const next = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && next) {
      if (hop >= MAX_REDIRECTS) throw new SourceError('The feed redirects too many times');
      target = new URL(next, target);
      continue;
    }
    if (!res.ok || !res.body) throw new SourceError(`The feed answered HTTP ${res.status}`);
    if (Number(res.headers.get('content-length') ?? 0) > maxBytes)
      throw new SourceError(`The feed is larger than ${Math.round(maxBytes / 1048576)} MB`);
    let seen = 0;
    const body = Readable.fromWeb(res.body as ReadableStream<Uint8Array>);
    body.on('data', (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes)
        body.destroy(new SourceError(`The feed is larger than ${Math.round(maxBytes / 1048576)} MB`));
    });
    await pipeline(body, createWriteStream(to)).catch((e: Error) => {
      throw e instanceof SourceError
        ? e
        : new SourceError(
            e.name === 'TimeoutError' || signal.aborted
              ? 'The feed did not answer in time'
              : `The feed could not be read: ${e.message}`,
          );
    });
    return;
  }
}

/** The run's XML in a temporary file; `cleanup` removes it. */
export async function spoolFeed(
  source:
    | { kind: 'file'; db: Db; clientId: string; uri: string; storage: FileStorage }
    | { kind: 'url'; url: string; policy: FetchPolicy },
): Promise<{ path: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'jobboard-import-'));
  const path = join(dir, 'feed.xml');
  const cleanup = () => rm(dir, { recursive: true, force: true });
  try {
    if (source.kind === 'url') await download(source.url, path, source.policy);
    else {
      const file = await importFile(source.db, source.clientId, source.uri);
      const stream = file ? await source.storage.get(file.storage_key) : null;
      if (!stream) throw new SourceError('The uploaded feed is no longer stored');
      await pipeline(stream, createWriteStream(path));
    }
    return { path, cleanup };
  } catch (e) {
    await cleanup();
    throw e;
  }
}
