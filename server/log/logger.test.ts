// What must never reach a log is replaced before the line is written: passwords, tokens and codes
// in logged objects, the Authorization header and cookies of a logged request, and secret-bearing
// query values in its URL.
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from './logger.ts';

function capture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino(loggerOptions('info'), sink), text: () => lines.join('') };
}

describe('the log', () => {
  it('redacts secrets in logged objects, one level down too', () => {
    const { logger, text } = capture();
    logger.info(
      { password: 'hunter2-secret', user: { token: 'tok-123456', email: 'a@b.c' }, otp: '482913' },
      'signed in',
    );
    expect(text()).not.toMatch(/hunter2-secret|tok-123456|482913/);
    expect(text()).toContain('a@b.c');
    expect(text()).toContain('[redacted]');
  });

  it("keeps an error's kind, message and codes, never the live objects a library hangs on it", () => {
    const { logger, text } = capture();
    // As pg's errors carry their client: its connection parameters, password included.
    const err = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
      severity: 'FATAL',
      client: { connectionParameters: { user: 'app', password: 'db-pass-9876', database: 'board' } },
    });
    logger.error({ err }, 'database pool error');
    const line = JSON.parse(text()) as { err: Record<string, unknown> };
    expect(line.err).toMatchObject({ type: 'Error', message: err.message, code: '57P01', severity: 'FATAL' });
    expect(line.err.stack).toEqual(expect.stringContaining('terminating connection'));
    expect(text()).not.toMatch(/db-pass-9876|connectionParameters/);
  });

  it('redacts a request’s credentials and the secret values of its URL', () => {
    const { logger, text } = capture();
    const req = {
      method: 'GET',
      url: '/job-alerts/unsubscribe?token=eyJhbGciOi.payload.sig&list=1',
      host: 'acme.test',
      ip: '10.0.0.1',
      headers: { authorization: 'Bearer eyJhbGciOi.x.y', cookie: 'user=abc' },
    };
    logger.info({ req }, 'incoming request');
    expect(text()).not.toMatch(/eyJhbGciOi|user=abc/);
    expect(text()).toContain('list=1');
  });

  it('masks only the values of secret-bearing query parameters', () => {
    expect(redactUrl('/reset?code=123456&email=a%40b.c')).toBe('/reset?code=[redacted]&email=a%40b.c');
    expect(redactUrl('/x?page=2&otp=991&KEY=abc#top')).toBe('/x?page=2&otp=[redacted]&KEY=[redacted]#top');
    expect(redactUrl('/jobs?search=token')).toBe('/jobs?search=token');
  });
});
