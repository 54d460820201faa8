// Sends one fuzz case over real HTTP and reports what came back: the status and, for a 400, the
// fields it named — or that the connection dropped or the answer never came.
import { Agent, request } from 'node:http';
import type { FuzzCase } from './cases.ts';

export type Outcome = { status: number; fields: string[] } | { status: 'dropped' | 'timeout'; error: string };

/** The longest one answer may take; slower is reported, never retried. */
const ANSWER_TIMEOUT_MS = 20_000;

const agent = new Agent({ keepAlive: true, maxSockets: 8 });

function fieldsOf(text: string): string[] {
  try {
    const body = JSON.parse(text) as { data?: { fields?: Array<{ field?: unknown }> } };
    return (body.data?.fields ?? []).map((f) => String(f.field));
  } catch {
    return [];
  }
}

export function send(
  port: number,
  host: string,
  c: FuzzCase,
  token: string | null,
  clientAddress: string,
): Promise<Outcome> {
  const headers: Record<string, string> = {
    host,
    'accept-language': 'en',
    // The server trusts the test as its proxy: each case its own address, so per-address limits
    // answer 429 only where a case means to reach them.
    'x-forwarded-for': clientAddress,
    ...c.headers,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  if (c.body) {
    headers['content-type'] = c.body.type;
    headers['content-length'] = String(c.body.bytes.length);
  }
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, method: c.method, path: c.path, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', (e) => resolve({ status: 'dropped', error: e.message }));
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        resolve({ status, fields: status === 400 ? fieldsOf(Buffer.concat(chunks).toString('utf8')) : [] });
      });
    });
    req.setTimeout(ANSWER_TIMEOUT_MS, () => {
      req.destroy();
      resolve({ status: 'timeout', error: `no answer in ${ANSWER_TIMEOUT_MS} ms` });
    });
    req.on('error', (e) => resolve({ status: 'dropped', error: e.message }));
    if (c.body) req.write(c.body.bytes);
    req.end();
  });
}

export function closeAgent(): void {
  agent.destroy();
}
