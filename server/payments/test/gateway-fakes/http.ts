// The plumbing the local gateway servers share: a real `node:http` server on an ephemeral port of
// 127.0.0.1, the raw body of each request, and JSON answers.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: Buffer;
};

export type FakeReply = { status: number; body: unknown; contentType?: string };

export type FakeServer = { baseUrl: string; close(): Promise<void> };

export async function startFakeServer(handle: (request: FakeRequest) => FakeReply): Promise<FakeServer> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      let reply: FakeReply;
      try {
        reply = handle({
          method: req.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          headers: req.headers,
          body: Buffer.concat(chunks),
        });
      } catch (error) {
        reply = { status: 500, body: { error: String(error) } };
      }
      send(res, reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // The SDKs keep connections alive; without this, close() would wait for their idle timeout.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function send(res: ServerResponse, reply: FakeReply): void {
  const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
  res.writeHead(reply.status, { 'content-type': reply.contentType ?? 'application/json' });
  res.end(text);
}

export function json(status: number, body: unknown): FakeReply {
  return { status, body };
}

/** `user:password` of a Basic authorization header, or null. */
export function basicAuth(headers: IncomingMessage['headers']): { user: string; password: string } | null {
  const match = /^Basic (.+)$/.exec(headers.authorization ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export function bearer(headers: IncomingMessage['headers']): string | null {
  return /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1] ?? null;
}

let counter = 0;
/** An id in the gateway's style (`cs_test_…`, `plink_…`), unique within the process. */
export function fakeId(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter.toString(36).padStart(4, '0')}`;
}
