// Test stand-ins for the engines, on one local HTTP server: Google's OAuth token endpoint
// (POST /token), its Indexing API (POST /v3/urlNotifications:publish, answered as documented) and
// IndexNow (POST /indexnow, 200). A test queues the statuses the next requests get (a 429 ...).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = {
  engine: 'google' | 'indexnow';
  body: Record<string, unknown>;
  authorization: string | undefined;
};

export type FakeEngines = {
  origin: string;
  received: Received[];
  tokens: number;
  /** The statuses the next requests of an engine answer, in order (then 200). */
  answerNext: (engine: 'google' | 'indexnow', ...statuses: number[]) => void;
  close: () => Promise<void>;
};

const bodyOf = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

export async function startFakeEngines(): Promise<FakeEngines> {
  const next: Record<'google' | 'indexnow', number[]> = { google: [], indexnow: [] };
  const fake: Omit<FakeEngines, 'origin' | 'close'> = {
    received: [],
    tokens: 0,
    answerNext: (engine, ...statuses) => next[engine].push(...statuses),
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const text = await bodyOf(req);
      const json = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.method === 'POST' && req.url === '/token') {
        fake.tokens += 1;
        return json(200, { access_token: `token-${fake.tokens}`, expires_in: 3600, token_type: 'Bearer' });
      }
      const engine =
        req.url === '/v3/urlNotifications:publish' ? 'google' : req.url === '/indexnow' ? 'indexnow' : null;
      if (req.method !== 'POST' || !engine) return json(404, { error: 'not found' });
      const body = JSON.parse(text) as Record<string, unknown>;
      fake.received.push({ engine, body, authorization: req.headers.authorization });
      const status = next[engine].shift() ?? 200;
      if (status === 429)
        return json(429, { error: { code: 429, message: 'Quota exceeded', status: 'RESOURCE_EXHAUSTED' } });
      if (engine === 'indexnow') return res.writeHead(status).end();
      return json(status, {
        urlNotificationMetadata: {
          url: body.url,
          latestUpdate: { url: body.url, type: body.type, notifyTime: new Date().toISOString() },
        },
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...fake,
    get received() {
      return fake.received;
    },
    get tokens() {
      return fake.tokens;
    },
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
