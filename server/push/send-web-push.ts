// One Web Push message to one subscription. web-push (the reference Node library) encrypts the
// payload (RFC 8291, aes128gcm) and signs the VAPID JWT (RFC 8292) through generateRequestDetails;
// the POST itself is made here because web-push's own sendNotification only speaks https, and
// tests and local development run a push service on the loopback over plain http (the endpoint
// rules are in device-token.ts). No redirects are followed.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import webPush from 'web-push';
import type { PushKeys } from '../db/tables-push.ts';
import type { VapidKeys } from './vapid-keys.ts';

export type PushOutcome = 'sent' | 'gone' | 'failed';

export type WebPushMessage = {
  endpoint: string;
  keys: PushKeys;
  payload: string;
  vapid: VapidKeys;
  /** The VAPID subject: the tenant's https origin or a mailto: address. */
  subject: string;
  /** Seconds the push service keeps the message for an offline device. */
  ttl: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
};

const TIMEOUT_MS = 10_000;

function post(endpoint: string, headers: Record<string, string>, body: Buffer): Promise<number> {
  const url = new URL(endpoint);
  const request = url.protocol === 'http:' ? httpRequest : httpsRequest;
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers, timeout: TIMEOUT_MS }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('push service timed out')));
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Sends one message. `gone` when the push service says the subscription no longer exists (404 or
 * 410), so the caller forgets it; `failed` for anything else that is not a 2xx.
 */
export async function sendWebPush(m: WebPushMessage): Promise<PushOutcome> {
  const details = webPush.generateRequestDetails({ endpoint: m.endpoint, keys: m.keys }, m.payload, {
    vapidDetails: { subject: m.subject, publicKey: m.vapid.publicKey, privateKey: m.vapid.privateKey },
    contentEncoding: 'aes128gcm',
    TTL: m.ttl,
    urgency: m.urgency,
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) headers[name] = String(value);
  const status = await post(details.endpoint, headers, details.body ?? Buffer.alloc(0));
  if (status >= 200 && status < 300) return 'sent';
  return status === 404 || status === 410 ? 'gone' : 'failed';
}
