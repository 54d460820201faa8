// A small in-memory sliding-window limiter for guest calls that send mail or check codes, so one
// address cannot flood inboxes or spray guesses. One set of windows per app (keyed by its
// database handle), so test servers in one process do not share counts.
import { limitOver } from '../http/errors.ts';

type Windows = Map<string, number[]>;

const perApp = new WeakMap<object, Windows>();

export type Limit = { max: number; windowMs: number };

export const LIMITS = {
  signup: { max: 20, windowMs: 60 * 60 * 1000 },
  verify: { max: 30, windowMs: 15 * 60 * 1000 },
  lead: { max: 10, windowMs: 60 * 60 * 1000 },
  domainCheck: { max: 20, windowMs: 10 * 60 * 1000 },
} satisfies Record<string, Limit>;

/** Counts one hit for `key`; throws 429 LIMIT_OVER once the window is full. */
export function hit(app: object, key: string, limit: Limit, now = Date.now()): void {
  let windows = perApp.get(app);
  if (!windows) {
    windows = new Map();
    perApp.set(app, windows);
  }
  const recent = (windows.get(key) ?? []).filter((t) => t > now - limit.windowMs);
  if (recent.length >= limit.max) {
    const oldest = recent[0] ?? now;
    windows.set(key, recent);
    throw limitOver(Math.max(1, Math.ceil((oldest + limit.windowMs - now) / 1000)));
  }
  recent.push(now);
  windows.set(key, recent);
  if (windows.size > MAX_KEYS) sweep(windows, now);
}

const MAX_KEYS = 10_000;
const LONGEST_WINDOW_MS = Math.max(...Object.values(LIMITS).map((l) => l.windowMs));

/** Drops keys whose hits have all aged out, so the map does not grow without bound. */
function sweep(windows: Windows, now: number): void {
  for (const [key, hits] of windows) if (hits.every((t) => t <= now - LONGEST_WINDOW_MS)) windows.delete(key);
}
