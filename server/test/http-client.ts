// A small HTTP client for API tests that sets the Host header (fetch may not), so tests can speak
// to several tenants of one server over real HTTP.
import { request } from 'node:http';

export type ApiAnswer<T = unknown> = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: T;
  /** The body's bytes as received (for PDFs, archives and other documents). */
  bytes: Buffer;
};

export type CallOptions = {
  host: string;
  token?: string | null;
  headers?: Record<string, string>;
  body?: unknown;
  raw?: Buffer;
  contentType?: string;
};

export function makeClient(port: number) {
  return function call<T = { code: string; message: string; data: unknown }>(
    method: string,
    path: string,
    opts: CallOptions,
  ): Promise<ApiAnswer<T>> {
    const payload = opts.raw ?? (opts.body === undefined ? undefined : Buffer.from(JSON.stringify(opts.body)));
    const headers: Record<string, string> = { host: opts.host, 'accept-language': 'en', ...opts.headers };
    if (payload) {
      headers['content-type'] = opts.contentType ?? 'application/json';
      headers['content-length'] = String(payload.length);
    }
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    return new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const text = bytes.toString('utf8');
          const type = String(res.headers['content-type'] ?? '');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: (type.includes('json') && text ? JSON.parse(text) : text) as T,
            bytes,
          });
        });
      });
      req.on('error', reject);
      if (payload) req.write(payload);
      req.end();
    });
  };
}

export type Call = ReturnType<typeof makeClient>;
