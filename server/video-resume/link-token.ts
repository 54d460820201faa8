// Signed links to a video resume's bytes. A <video> element cannot send the bearer token, so the
// caller who may watch gets a link naming one stored file of one board until an expiry: the key's
// random name, the expiry and an HMAC-SHA256 (with the installation's secret) over the board, the
// key and the expiry. Another board's host, a forged or stale link, or a key since replaced finds
// nothing. Short (under the router's 100-character path parameter): `<name>-<expiry>.<mac>`.
import { createHmac, timingSafeEqual } from 'node:crypto';

const MAC_BYTES = 16;
const mac = (secret: Uint8Array, clientId: string, name: string, expiry: string) =>
  createHmac('sha256', secret).update(`video-resume:${clientId}:${name}:${expiry}`).digest().subarray(0, MAC_BYTES);

/** The random part of a storage key (`<32 hex>.<ext>`), which is what a link names. */
export const nameOfKey = (key: string): string => key.split('.')[0] ?? key;

export type MediaLink = { clientId: string; key: string; expiresAt: Date };

export function signMediaLink(secret: Uint8Array, link: MediaLink): string {
  const name = nameOfKey(link.key);
  const expiry = Math.floor(link.expiresAt.getTime() / 1000).toString(36);
  return `${name}-${expiry}.${mac(secret, link.clientId, name, expiry).toString('base64url')}`;
}

const TOKEN = /^([0-9a-f]{32})-([0-9a-z]{1,10})\.([A-Za-z0-9_-]{22})$/;

/** The key's random name when the token is genuine, of this board and not expired; null otherwise. */
export function readMediaLink(secret: Uint8Array, token: string, clientId: string, now: Date): string | null {
  const m = TOKEN.exec(token);
  if (!m) return null;
  const [, name = '', expiry = '', signature = ''] = m;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, clientId, name, expiry);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return parseInt(expiry, 36) * 1000 > now.getTime() ? name : null;
}
