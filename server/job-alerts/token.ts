// The signed token of an alert's e-mail links (unsubscribe, confirm, change frequency): the alert's
// id and its address, HMAC-SHA256 with the installation's secret. It names one alert, so it cannot
// be turned to another; the address in it must still be the alert's. It does not expire: links in
// mails sent long ago keep working (RFC 8058 asks the unsubscribe link to work for a long time).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { badRequest } from '../errors/errors.ts';

const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64url');
const mac = (secret: Uint8Array, payload: string) =>
  createHmac('sha256', secret).update(`job-alert:${payload}`).digest();

export type AlertToken = { alertId: string; email: string };

export const BAD_TOKEN = 'This link is not valid. Open the latest e-mail of the alert and use its link.';

export function signAlertToken(secret: Uint8Array, t: AlertToken): string {
  const payload = b64(JSON.stringify({ a: t.alertId, e: t.email.toLowerCase() }));
  return `${payload}.${b64(mac(secret, payload))}`;
}

export function readAlertToken(secret: Uint8Array, token: string): AlertToken {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) throw badRequest(BAD_TOKEN);
  const expected = mac(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw badRequest(BAD_TOKEN);
  try {
    const body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { a?: unknown; e?: unknown };
    if (typeof body.a !== 'string' || typeof body.e !== 'string') throw new Error('shape');
    return { alertId: body.a, email: body.e };
  } catch {
    throw badRequest(BAD_TOKEN);
  }
}

/** "an****@gmail.com": enough for the owner to recognise, not enough to read it off a screen. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, Math.min(2, Math.max(1, local.length - 1)))}****@${domain}`;
}
