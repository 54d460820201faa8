// What a `web` device token must be: the browser's PushSubscription as JSON, with an endpoint the
// server may POST to and the two keys RFC 8291 needs. Everything else answers 400 naming
// `deviceToken`, before anything is stored.
import { createECDH } from 'node:crypto';
import { isIP } from 'node:net';
import type { PushKeys } from '../db/tables-push.ts';
import { badRequest } from '../errors/errors.ts';
import { isLoopback } from '../http/loopback.ts';

export type WebSubscription = { endpoint: string; keys: PushKeys };

const B64URL = /^[A-Za-z0-9_-]+={0,2}$/;

function refuse(message: string): never {
  throw badRequest(`deviceToken ${message}`, { fields: [{ field: 'body.deviceToken', message }] });
}

/** A URL's host naming this machine: localhost, or a loopback address (the dev tools' rule). */
function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || isLoopback(host);
}

/**
 * Whether the server may send to this endpoint: https to a named host; plain http, or https to a
 * bare IP address, only to the loopback and never in production (tests and local development).
 */
export function endpointAllowed(endpoint: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const loopback = isLoopbackHost(url.hostname);
  if (loopback || isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0) return loopback && !production;
  return url.protocol === 'https:';
}

/** The key as base64url without padding, when it decodes to `bytes` bytes. */
function keyOf(value: unknown, bytes: number): string | null {
  if (typeof value !== 'string' || !B64URL.test(value)) return null;
  const raw = Buffer.from(value, 'base64url');
  return raw.length === bytes ? raw.toString('base64url') : null;
}

/** A P-256 public point the server can agree a secret with (not just 65 bytes). */
function onCurve(p256dh: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

export function parseWebSubscription(token: string, production: boolean): WebSubscription {
  let json: unknown;
  try {
    json = JSON.parse(token);
  } catch {
    return refuse('must be the PushSubscription as JSON');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return refuse('must be the PushSubscription as JSON');
  const { endpoint, keys } = json as { endpoint?: unknown; keys?: unknown };
  if (typeof endpoint !== 'string' || !endpointAllowed(endpoint, production))
    return refuse('must have an https endpoint');
  if (typeof keys !== 'object' || keys === null) return refuse('must have keys p256dh and auth');
  const { p256dh, auth } = keys as { p256dh?: unknown; auth?: unknown };
  const publicKey = keyOf(p256dh, 65);
  if (!publicKey || !onCurve(publicKey)) return refuse('keys.p256dh must be a P-256 public key in base64url');
  const secret = keyOf(auth, 16);
  if (!secret) return refuse('keys.auth must be 16 bytes in base64url');
  return { endpoint: new URL(endpoint).href, keys: { p256dh: publicKey, auth: secret } };
}
