// One limit over a rate-limiter-flexible limiter: the calls the app makes (take a hit, check
// without counting, count a failure, forget, start anew, ask the wait), each refusal a 429
// LIMIT_OVER carrying the seconds until the key's window ends.
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { systemClock, type Clock } from '../time/clock.ts';
import { limitOver } from '../errors/errors.ts';
import type { LimitRule } from './rules.ts';

export type Limit = {
  /** Counts a hit, or refuses it with 429 LIMIT_OVER when the key's window is full. */
  take: (key: string, message?: string) => Promise<void>;
  /** Refuses with 429 LIMIT_OVER when the key's window is full, counting nothing. */
  assertFree: (key: string, message?: string) => Promise<void>;
  /** Counts a hit without refusing it (a failed login, a wrong password). */
  record: (key: string) => Promise<void>;
  /** Forgets the key's count. */
  reset: (key: string) => Promise<void>;
  /** Starts the key's window anew with one hit (a code just sent). */
  restart: (key: string) => Promise<void>;
  /** Seconds until the key may be hit again; 0 when it may be hit now. */
  retryAfter: (key: string) => Promise<number>;
};

const secondsOf = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/**
 * Whole windows `clock` runs ahead of real time. The stores' windows run on real time (Redis
 * expiries; rows stamped with Date.now() in PostgreSQL), and tests move their clock past a window
 * instead of waiting: each whole window the clock has moved ahead gives the key a new count. The
 * system clock is never ahead.
 */
function windowsAhead(clock: Clock, durationSeconds: number): number {
  if (clock === systemClock) return 0;
  const aheadSeconds = Math.round((clock().getTime() - Date.now()) / 1000);
  return aheadSeconds > 0 ? Math.floor(aheadSeconds / durationSeconds) : 0;
}

/**
 * The limit `rule` counted by the limiter `limiter()` answers (Redis's are made once it connects).
 * Keys are stored as `digest` makes them, so the counts hold no e-mail or client address in clear.
 */
export function limitOf(
  limiter: () => RateLimiterAbstract,
  rule: LimitRule,
  digest: (key: string) => string,
  clock: Clock = systemClock,
): Limit {
  const keyOf = (key: string) => {
    const ahead = windowsAhead(clock, rule.durationSeconds);
    return digest(ahead ? `${key}~${ahead}` : key);
  };
  // A window is full once it holds the rule's points: the next hit would be one too many.
  const waitOf = (res: RateLimiterRes | null) => (res && res.consumedPoints >= rule.points ? secondsOf(res) : 0);
  return {
    take: async (key, message) => {
      try {
        await limiter().consume(keyOf(key));
      } catch (refusal) {
        // The library refuses with the key's state; anything else is the store failing.
        if (refusal instanceof RateLimiterRes) throw limitOver(secondsOf(refusal), message);
        throw refusal;
      }
    },
    assertFree: async (key, message) => {
      const wait = waitOf(await limiter().get(keyOf(key)));
      if (wait > 0) throw limitOver(wait, message);
    },
    record: async (key) => {
      await limiter().penalty(keyOf(key));
    },
    reset: async (key) => {
      await limiter().delete(keyOf(key));
    },
    restart: async (key) => {
      await limiter().set(keyOf(key), 1, rule.durationSeconds);
    },
    retryAfter: async (key) => waitOf(await limiter().get(keyOf(key))),
  };
}
