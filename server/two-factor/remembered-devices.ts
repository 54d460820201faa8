// Remembered browsers: "Trust this browser for 30 days" at the second step sets an HttpOnly cookie
// holding a random token; a later sign-in of the same user carrying it skips the second step. The
// cookie is the board's own (host-only, sent with API calls only, SameSite=Strict) and no script can
// read it; the server keeps only its digest. One cookie per board: trusting the browser for another
// account of the board replaces it.
import { randomBytes } from 'node:crypto';
import Bowser from 'bowser';
import { digestOf } from './crypto.ts';
import { deleteExpiredDevices, insertDevice, useDevice } from './devices-repo.ts';
import { ownerOf, type TwoFactorEnv } from './env.ts';
import { DEVICE_COOKIE } from '../users/index.ts';

export const REMEMBER_DAYS = 30;
const DAY_MS = 86_400_000;
const COOKIE_PATH = '/client/api/v1/';

/** Whether the request's browser was trusted by this user on this board and is still within its days. */
export async function isRememberedBrowser(env: TwoFactorEnv, userId: string): Promise<boolean> {
  if (!env.trustedDevice) return false;
  return useDevice(env.db, ownerOf(env, userId), digestOf(env.secret, 'device', env.trustedDevice), env.now());
}

/** "Chrome on Windows": what the settings list calls a browser; never more of the user agent than that. */
export function browserLabel(userAgent: string | undefined): string {
  if (!userAgent) return 'A browser';
  const ua = Bowser.parse(userAgent);
  const browser = ua.browser.name ?? 'A browser';
  return ua.os.name ? `${browser} on ${ua.os.name}` : browser;
}

/** Remembers the request's browser for the user; answers the Set-Cookie header's value. */
export async function rememberBrowser(
  env: TwoFactorEnv,
  userId: string,
  request: { userAgent: string | undefined; secure: boolean },
): Promise<string> {
  const now = env.now();
  const token = `tdv_${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(now.getTime() + REMEMBER_DAYS * DAY_MS);
  await deleteExpiredDevices(env.db, env.tenant.id, now);
  await insertDevice(env.db, ownerOf(env, userId), {
    tokenHash: digestOf(env.secret, 'device', token),
    label: browserLabel(request.userAgent),
    expiresAt,
    now,
  });
  const secure = request.secure ? '; Secure' : '';
  return `${DEVICE_COOKIE}=${token}; Path=${COOKIE_PATH}; Expires=${expiresAt.toUTCString()}; HttpOnly; SameSite=Strict${secure}`;
}
