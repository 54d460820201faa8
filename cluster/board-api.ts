// Calls to one board through the cluster's balancer: the API's envelope, a client address of the
// caller's (X-Forwarded-For, which the processes trust from the balancer), and, where a journey
// wants two steps on two processes of its choosing, a pin (X-Pin, cluster/balancer.ts).
import type { ApiAnswer, Call } from '../server/test/http-client.ts';

export type Envelope<T = unknown> = { code: string; message: string; data: T };

export type CallOptions = {
  token?: string | null;
  body?: unknown;
  pin?: string;
  ip?: string;
  raw?: Buffer;
  contentType?: string;
  headers?: Record<string, string>;
};

export type BoardApi = {
  host: string;
  /** A call under /client/api/v1/. */
  api: <T = unknown>(method: string, path: string, opts?: CallOptions) => Promise<ApiAnswer<Envelope<T>>>;
  /** A call to any path of the board (files, pages). */
  raw: (method: string, path: string, opts?: CallOptions) => Promise<ApiAnswer<unknown>>;
};

let addresses = 0;
/** A client address no other caller of the run uses (per-address limits stay apart). */
export const freshAddress = () => {
  addresses++;
  return `203.0.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
};

export function boardApi(call: Call, host: string): BoardApi {
  const raw = (method: string, path: string, opts: CallOptions = {}) =>
    call<unknown>(method, path, {
      host,
      token: opts.token ?? null,
      ...(opts.body === undefined ? {} : { body: opts.body }),
      ...(opts.raw ? { raw: opts.raw, contentType: opts.contentType ?? 'application/octet-stream' } : {}),
      headers: {
        'x-forwarded-for': opts.ip ?? freshAddress(),
        ...(opts.pin ? { 'x-pin': opts.pin } : {}),
        ...opts.headers,
      },
    });
  return {
    host,
    raw,
    api: <T>(method: string, path: string, opts: CallOptions = {}) =>
      raw(method, `/client/api/v1/${path}`, opts) as Promise<ApiAnswer<Envelope<T>>>,
  };
}

/** The data of a 200, or an error naming the call and what it answered. */
export function ok<T>(r: ApiAnswer<Envelope<T>>, what: string): T {
  if (r.status !== 200) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data;
}

/** The process that served an answer, as the balancer wrote it. */
export const servedBy = (r: ApiAnswer<unknown>) => String(r.headers['x-served-by'] ?? '');
