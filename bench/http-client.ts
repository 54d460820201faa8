// A small keep-alive HTTP/1.1 client on node:http, one socket per worker at most, so the load
// generator costs as little CPU as it can on a machine it shares with the server and PostgreSQL.
import http from 'node:http';

export type HttpRequest = { method: 'GET' | 'POST'; path: string; body?: unknown };

export type HttpClient = {
  send: (req: HttpRequest) => Promise<{ status: number; body: string }>;
  close: () => void;
};

export function httpClient(opts: {
  port: number;
  host: string;
  sockets: number;
  /** Sent with every request (a bearer token for signed-in calls). */
  headers?: Record<string, string>;
}): HttpClient {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.sockets, maxFreeSockets: opts.sockets });
  const send = (req: HttpRequest) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const payload = req.body === undefined ? undefined : JSON.stringify(req.body);
      const r = http.request(
        {
          agent,
          host: '127.0.0.1',
          port: opts.port,
          method: req.method,
          path: req.path,
          // The tenant is picked by the Host header, as behind the real proxy.
          headers: {
            host: opts.host,
            accept: 'application/json',
            ...opts.headers,
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', reject);
        },
      );
      r.on('error', reject);
      r.end(payload);
    });
  return { send, close: () => agent.destroy() };
}

/** Sends and insists on 200: the benchmark measures answers, not errors. */
export async function sendOk(client: HttpClient, req: HttpRequest): Promise<string> {
  const res = await client.send(req);
  if (res.status !== 200)
    throw new Error(`${req.method} ${req.path} answered ${res.status}: ${res.body.slice(0, 300)}`);
  return res.body;
}
