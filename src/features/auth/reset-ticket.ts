// The reset token that a correct reset code is exchanged for. It is a credential, so it lives in
// this tab's session storage only (never in the URL) and is dropped once used or expired.
import type { AuthRole } from './roles';

export type ResetTicket = { resetToken: string; expiresAt: string; email: string };

const key = (role: AuthRole) => `jb.resetTicket.${role}`;

export function saveResetTicket(role: AuthRole, ticket: ResetTicket): void {
  try {
    sessionStorage.setItem(key(role), JSON.stringify(ticket));
  } catch {
    // Storage can be unavailable (private mode); the new-password page then asks to start again.
  }
}

function isTicket(value: unknown): value is ResetTicket {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.resetToken === 'string' && typeof v.expiresAt === 'string' && typeof v.email === 'string';
}

export function readResetTicket(role: AuthRole, now = Date.now()): ResetTicket | null {
  try {
    const raw = sessionStorage.getItem(key(role));
    const ticket: unknown = raw ? JSON.parse(raw) : null;
    if (!isTicket(ticket)) return null;
    if (Date.parse(ticket.expiresAt) <= now) {
      clearResetTicket(role);
      return null;
    }
    return ticket;
  } catch {
    return null;
  }
}

export function clearResetTicket(role: AuthRole): void {
  try {
    sessionStorage.removeItem(key(role));
  } catch {
    // Nothing stored when storage is unavailable.
  }
}
