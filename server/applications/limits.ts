// Rate limits of the guest calls (in memory, per server process, like the account limits): guest
// applications per client address and per e-mail address, and redirect clicks per address. A
// refused attempt answers 429 LIMIT_OVER with retryAfterSeconds.
import type { Clock } from '../accounts/clock.ts';
import { SlidingWindow } from '../accounts/rate-limit.ts';

const MINUTE = 60_000;

export type GuestLimits = ReturnType<typeof createGuestLimits>;

export function createGuestLimits(now: Clock) {
  return {
    /** Guest applications per site and client address: a busy office may send a few. */
    applyPerAddress: new SlidingWindow(10, 10 * MINUTE, now),
    /** Guest applications per site and e-mail address, whatever the address they come from. */
    applyPerEmail: new SlidingWindow(5, 60 * MINUTE, now),
    /** Redirect clicks per site and client address. */
    redirectPerAddress: new SlidingWindow(30, MINUTE, now),
  };
}

export const emailKey = (tenantId: string, email: string) => `${tenantId}|${email.trim().toLowerCase()}`;
