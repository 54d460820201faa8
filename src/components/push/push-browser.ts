// The browser's side of Web Push: whether it can, the permission, the service worker
// (public/push-sw.js, served from the site root) and the PushSubscription made with the
// installation's VAPID key. Nothing here asks for permission unless called from a user's click.
import { t } from '@lingui/core/macro';

export const PUSH_WORKER_URL = '/push-sw.js';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'PushManager' in window &&
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator
  );
}

/** The VAPID public key (base64url) as the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options?.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

/** This browser's subscription to the site's push, if it has one (never asks for anything). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Registers the service worker and subscribes with the key (reusing a subscription made with the
 * same key, replacing one made with another). Call only once permission is granted.
 */
export async function subscribe(publicKey: string): Promise<PushSubscription> {
  await navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const key = keyBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing, key)) return existing;
  if (existing) await existing.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** A short label for the device list, such as 'Chrome on Windows'. */
export function deviceLabel(userAgent: string = navigator.userAgent): string {
  /* eslint-disable lingui/no-unlocalized-strings -- browser and system names, the same in every language */
  const browser =
    [
      ['Edge', /Edg\//],
      ['Opera', /OPR\//],
      ['Firefox', /Firefox\//],
      ['Chrome', /Chrome\//],
      ['Safari', /Safari\//],
    ].find(([, re]) => (re as RegExp).test(userAgent))?.[0] ?? null;
  const os =
    [
      ['Android', /Android/],
      ['iOS', /iPhone|iPad/],
      ['Windows', /Windows/],
      ['macOS', /Mac OS X/],
      ['Linux', /Linux/],
    ].find(([, re]) => (re as RegExp).test(userAgent))?.[0] ?? null;
  /* eslint-enable lingui/no-unlocalized-strings */
  const name = browser === null ? t`Browser` : String(browser);
  return os ? t`${name} on ${String(os)}` : name;
}
