// The signed-in session on this device: the token and when it was fetched (local storage), and
// the user cookie (firstName, lastName, email, role, companyName) the specification names.
// Components read it through useSession; the HTTP seam reads the token from here.
import { useSyncExternalStore } from 'react';

export type Role = 'candidate' | 'employer' | 'admin';
export type UserCookie = { firstName: string; lastName: string; email: string; role: Role; companyName: string | null };
export type Session = { token: string; fetchedAt: number; user: UserCookie; adminFor: string | null };

const TOKEN = 'jb.token';
const FETCHED_AT = 'jb.tokenFetchedAt';
const ADMIN_FOR = 'jb.adminFor';
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
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const base = `${name}=${value === null ? '' : encodeURIComponent(value)}; path=/; SameSite=Lax${secure}`;
  document.cookie = value === null ? `${base}; max-age=0` : `${base}; max-age=${60 * 60 * 24 * 30}`;
}

function read(): Session | null {
  const token = localStorage.getItem(TOKEN);
  const user = readCookie(USER_COOKIE);
  if (!token || !user) return null;
  try {
    return {
      token,
      fetchedAt: Number(localStorage.getItem(FETCHED_AT) ?? 0),
      user: JSON.parse(user) as UserCookie,
      adminFor: localStorage.getItem(ADMIN_FOR),
    };
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

export function setAdminFor(accountId: string | null): void {
  if (accountId) localStorage.setItem(ADMIN_FOR, accountId);
  else localStorage.removeItem(ADMIN_FOR);
  emit();
}

/** Step 1 of the logout routine: forget when the token was last fetched. */
export function clearTokenFetchMarker(): void {
  localStorage.removeItem(FETCHED_AT);
}

/** Step 4 of the logout routine: clear every stored value of the session. */
export function clearStoredSession(): void {
  for (const key of [TOKEN, FETCHED_AT, ADMIN_FOR]) localStorage.removeItem(key);
  writeCookie(USER_COOKIE, null);
  emit();
}

/** The token is refetched when absent or older than one hour (specification §4). */
export function tokenNeedsRefresh(session: Session | null, now = Date.now(), maxAgeMs = 60 * 60 * 1000): boolean {
  return !session || now - session.fetchedAt > maxAgeMs;
}

export function homeOf(role: Role | undefined): string {
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
