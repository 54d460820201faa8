// One structured log for the whole process: Fastify's request log and every background task (the
// queue, digests, pushes, imports, the database pool) write JSON lines through pino, with what must
// never reach a log replaced by "[redacted]": passwords, tokens, one-time codes, cookies and the
// Authorization header, and the value of a `token=`-like query parameter in a logged URL (digest,
// unsubscribe and reset links carry them).
import pino, { type LogFn, type LoggerOptions } from 'pino';

/** What background code writes to: pino's logger, or Fastify's (the same pino, typed apart). */
type Sink = { error: LogFn; warn: LogFn; info: LogFn };

const SECRET_KEYS = ['password', 'newPassword', 'oldPassword', 'token', 'refreshToken', 'otp', 'secret', 'cookie'];
const SECRET_QUERY = /([?&](?:token|otp|code|password|signature|secret|key)=)[^&#\s]*/gi;

/** A URL with the values of its secret-bearing query parameters replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

/**
 * What an error's log line keeps: its kind, message, stack and the plain fields that say what
 * failed (codes, the database's detail, a remote server's answer). Libraries hang live objects on
 * their errors (pg's `client`, with its connection parameters, password included, and its
 * prepared statements); pino's own serializer would write every enumerable one of them.
 */
const ERROR_FIELDS = new Set([
  'type',
  'message',
  'stack',
  'code',
  'errno',
  'syscall',
  'address',
  'port',
  'statusCode',
  'severity',
  'detail',
  'hint',
  'routine',
  'table',
  'column',
  'constraint',
  'schema',
  'responseCode',
  'response',
  'command',
  'cause',
  'aggregateErrors',
]);

function loggedError(e: Error): Record<string, unknown> {
  const all = pino.stdSerializers.err(e) as unknown as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(all).filter(
      ([key, value]) =>
        ERROR_FIELDS.has(key) && (typeof value !== 'object' || key === 'cause' || key === 'aggregateErrors'),
    ),
  );
}

type LoggedRequest = { method?: string; url?: string; host?: string; ip?: string };

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        ...SECRET_KEYS.flatMap((k) => [k, `*.${k}`]),
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: req.url === undefined ? undefined : redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
      }),
      err: loggedError,
    },
  };
}

let current: Sink = pino(loggerOptions('info'));

/** Background code logs here; the app (server/app.ts) makes it its own logger at build. */
export const log = {
  error: (context: Record<string, unknown>, message: string) => current.error(context, message),
  warn: (context: Record<string, unknown>, message: string) => current.warn(context, message),
  info: (context: Record<string, unknown>, message: string) => current.info(context, message),
};

export function useLogger(logger: Sink): void {
  current = logger;
}

/** An error for the log's `err` field, whatever was thrown. */
export function errorOf(e: unknown): Error {
  return e instanceof Error ? e : new Error(String(e));
}
