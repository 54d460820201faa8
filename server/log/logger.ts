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
      err: pino.stdSerializers.err,
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
