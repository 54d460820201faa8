// In-memory sliding-window rate limits for sign-in, one-time codes and password changes. State
// lives in this process only: with several server processes (or with REDIS_URL set) each process
// counts on its own, so the effective limit is the limit times the number of processes.
import { limitOver } from '../http/errors.ts';
import type { Clock } from './clock.ts';

const MINUTE = 60_000;

export class SlidingWindow {
  private readonly hits = new Map<string, number[]>();
  private recordsSinceSweep = 0;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: Clock,
    private readonly maxKeys = 50_000,
  ) {}

  private live(key: string, at: number): number[] {
    const list = this.hits.get(key);
    if (!list) return [];
    const from = at - this.windowMs;
    let expired = 0;
    while (expired < list.length && (list[expired] ?? 0) <= from) expired++;
    if (expired) list.splice(0, expired);
    if (!list.length) this.hits.delete(key);
    return list;
  }

  /** Seconds until the key may be hit again; 0 when it may be hit now. */
  retryAfter(key: string): number {
    const at = this.now().getTime();
    const list = this.live(key, at);
    if (list.length < this.limit) return 0;
    const oldest = list[list.length - this.limit] ?? at;
    return Math.max(1, Math.ceil((oldest + this.windowMs - at) / 1000));
  }

  record(key: string): void {
    const at = this.now().getTime();
    const list = this.live(key, at);
    list.push(at);
    this.hits.set(key, list);
    if (++this.recordsSinceSweep >= 1000 || this.hits.size > this.maxKeys) this.sweep(at);
  }

  /** Records a hit, or throws LIMIT_OVER when the window is full (a refused hit is not counted). */
  take(key: string, message?: string): void {
    this.assertFree(key, message);
    this.record(key);
  }

  /** Throws LIMIT_OVER when the window is full, without counting a hit. */
  assertFree(key: string, message?: string): void {
    const wait = this.retryAfter(key);
    if (wait > 0) throw limitOver(wait, message);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  // Drops expired keys; if an address flood still leaves too many, the oldest keys go first, so
  // memory stays bounded at the price of forgetting the stalest counts.
  private sweep(at: number): void {
    this.recordsSinceSweep = 0;
    for (const key of [...this.hits.keys()]) this.live(key, at);
    for (const key of this.hits.keys()) {
      if (this.hits.size <= this.maxKeys) break;
      this.hits.delete(key);
    }
  }
}

export type AccountLimits = ReturnType<typeof createAccountLimits>;

export function createAccountLimits(now: Clock) {
  return {
    /** Login attempts per client address and site. */
    login: new SlidingWindow(10, MINUTE, now),
    /** Failed logins per account (site, role, e-mail): five in 15 minutes lock it for the rest of the window. */
    loginFailures: new SlidingWindow(5, 15 * MINUTE, now),
    /** Code checks (e-mail verification, reset code) per client address and site. */
    codeChecks: new SlidingWindow(10, MINUTE, now),
    /** Calls that send a code (register, resend, forgot password, e-mail correction) per client address and site. */
    codeSends: new SlidingWindow(10, MINUTE, now),
    /** One code per e-mail and purpose a minute (the `resendAfterSeconds` the client shows). */
    codeCooldown: new SlidingWindow(1, MINUTE, now),
    /** Codes per e-mail an hour, whatever the purpose, so a mailbox cannot be flooded. */
    codesPerHour: new SlidingWindow(10, 60 * MINUTE, now),
    /** Password resets (ticket use) per client address and site. */
    resets: new SlidingWindow(10, MINUTE, now),
    /** Availability checks per client address and site, so they cannot list accounts. */
    credentialChecks: new SlidingWindow(20, MINUTE, now),
    /** Wrong current passwords (change password, delete account) per signed-in user. */
    passwordFailures: new SlidingWindow(5, 15 * MINUTE, now),
  };
}

export const CODE_COOLDOWN_SECONDS = 60;

/** The key of a client address on a site. */
export const addressKey = (tenantId: string, ip: string) => `${tenantId}|${ip}`;
