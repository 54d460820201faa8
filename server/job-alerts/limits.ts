// Rate limits of guests creating job alerts (in memory, per server process, like the other guest
// limits): per client address, and per e-mail address so nobody is flooded with confirmations.
import type { Clock } from '../accounts/clock.ts';
import { SlidingWindow } from '../accounts/rate-limit.ts';

const MINUTE = 60_000;

export type AlertLimits = ReturnType<typeof createAlertLimits>;

export function createAlertLimits(now: Clock) {
  return {
    perAddress: new SlidingWindow(10, 10 * MINUTE, now),
    perEmail: new SlidingWindow(5, 60 * MINUTE, now),
  };
}
