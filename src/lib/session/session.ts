// The signed-in session on this device: the token and when it was fetched (local storage), and
// the user cookie (firstName, lastName, email, role, companyName) the specification names.
// Components read it through useSession; the HTTP seam reads the token from here.
import { useSyncExternalStore } from 'react';

export type Role = 'candidate' | 'employer' | 'admin';
export type UserCookie = { firstName: string; lastName: string; email: string; role: Role; companyName: string | null };
// While an admin acts for an account, `user` is that account (so every screen, guard and menu
// behaves as it would for them), `admin` is the admin whose token is sent, and `adminFor` is the
// account's id, sent as the admin header the server honours for admins only and audits.
export type Session = {
  token: string;
  fetchedAt: number;
  user: UserCookie;
  adminFor: string | null;
  admin: UserCookie | null;
};

const TOKEN = 'jb.token';
const FETCHED_AT = 'jb.tokenFetchedAt';
const ADMIN_FOR = 'jb.adminFor';
const ACTING_AS = 'jb.actingAs';
const USER_COOKIE = 'user';

const listeners = new Set<() => void>();
let cached: Session | null | undefined;

function readCookie(name: string): string | null {
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null;
}

function writeCookie(name: string, value: string | null): void {
  // The app reads it, so it cannot be HttpOnly; it carries the e-mail, so never over plain http
  // once the board is served over TLS, and never sent with another site's requests.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- cookie attributes, not texts
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // eslint-disable-next-line lingui/no-unlocalized-strings -- cookie attributes, not texts
  const base = `${name}=${value === null ? '' : encodeURIComponent(value)}; path=/; SameSite=Lax${secure}`;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- cookie attributes, not texts
  document.cookie = value === null ? `${base}; max-age=0` : `${base}; max-age=${60 * 60 * 24 * 30}`;
}

function read(): Session | null {
  // The cookie first: a guest has none, and the first read of localStorage waits on the browser's
  // storage (about 9 ms of a phone's page load at 4x CPU slowdown).
  const user = readCookie(USER_COOKIE);
  if (!user) return null;
  const token = localStorage.getItem(TOKEN);
  if (!token) return null;
  try {
    const own = JSON.parse(user) as UserCookie;
    const adminFor = localStorage.getItem(ADMIN_FOR);
    const actingAs = localStorage.getItem(ACTING_AS);
    // Only an admin acts for others: a stale acting state under another login is ignored.
    if (own.role === 'admin' && adminFor && actingAs)
      return {
        token,
        fetchedAt: Number(localStorage.getItem(FETCHED_AT) ?? 0),
        user: JSON.parse(actingAs) as UserCookie,
        adminFor,
        admin: own,
      };
    return { token, fetchedAt: Number(localStorage.getItem(FETCHED_AT) ?? 0), user: own, adminFor: null, admin: null };
  } catch {
    return null;
  }
}

function emit(): void {
  cached = undefined;
  for (const l of listeners) l();
}

export function getSession(): Session | null {
  if (cached === undefined) cached = typeof window === 'undefined' ? null : read();
  return cached;
}

export function setSession(token: string, user: UserCookie, now = Date.now()): void {
  localStorage.setItem(TOKEN, token);
  localStorage.setItem(FETCHED_AT, String(now));
  writeCookie(USER_COOKIE, JSON.stringify(user));
  emit();
}

/** Start acting for an account (its id and how it is shown), or stop with null. */
export function setActingAs(account: { id: string; user: UserCookie } | null): void {
  if (account) {
    localStorage.setItem(ADMIN_FOR, account.id);
    localStorage.setItem(ACTING_AS, JSON.stringify(account.user));
  } else {
    localStorage.removeItem(ADMIN_FOR);
    localStorage.removeItem(ACTING_AS);
  }
  emit();
}

/** Step 1 of the logout routine: forget when the token was last fetched. */
export function clearTokenFetchMarker(): void {
  localStorage.removeItem(FETCHED_AT);
}

/** Step 4 of the logout routine: clear every stored value of the session. */
export function clearStoredSession(): void {
  for (const key of [TOKEN, FETCHED_AT, ADMIN_FOR, ACTING_AS]) localStorage.removeItem(key);
  writeCookie(USER_COOKIE, null);
  emit();
}

/** The token is refetched when absent or older than one hour (specification §4). */
export function tokenNeedsRefresh(session: Session | null, now = Date.now(), maxAgeMs = 60 * 60 * 1000): boolean {
  return !session || now - session.fetchedAt > maxAgeMs;
}

/**
 * Where the signed-in person turns on two-factor sign-in (the admin behind an acting session
 * answers for their own): the employer's Change password tab, the console's "Your sign-in".
 */
export function twoFactorSettingsPath(session: Session | null): string | null {
  const role = session?.admin ? 'admin' : session?.user.role;
  if (role === 'admin') return '/admin/security';
  return role === 'employer' ? '/employer/profile?tab=6' : null;
}

export function homeOf(role: Role | undefined): string {
  if (role === 'admin') return '/admin';
  return role === 'employer' ? '/employer/home' : role === 'candidate' ? '/browse-jobs' : '/';
}

export function useSession(): Session | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    getSession,
    () => null,
  );
}
