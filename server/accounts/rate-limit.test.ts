// The sliding window on its own: counts per key, forgets hits as they leave the window, says how
// long to wait, and stays bounded in memory.
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.ts';
import { SlidingWindow } from './rate-limit.ts';

function clockAt(start = 1_000_000) {
  let t = start;
  return { now: () => new Date(t), advance: (ms: number) => void (t += ms) };
}

describe('SlidingWindow', () => {
  it('allows the limit within the window, refuses the next with the wait, and slides', () => {
    const clock = clockAt();
    const window = new SlidingWindow(3, 60_000, clock.now);
    window.take('a');
    clock.advance(10_000);
    window.take('a');
    window.take('a');
    let refused: unknown;
    try {
      window.take('a');
    } catch (e) {
      refused = e;
    }
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 429, code: 'LIMIT_OVER', data: { retryAfterSeconds: 50 } });
    // Another key has its own count.
    expect(() => window.take('b')).not.toThrow();
    // The first hit leaves the window after 60 s: one more is allowed, not two.
    clock.advance(50_000);
    expect(() => window.take('a')).not.toThrow();
    expect(window.retryAfter('a')).toBe(10);
  });

  it('does not count refused hits, and reset clears a key', () => {
    const clock = clockAt();
    const window = new SlidingWindow(1, 60_000, clock.now);
    window.take('k');
    for (let i = 0; i < 5; i++) expect(() => window.take('k')).toThrow();
    clock.advance(60_001);
    expect(window.retryAfter('k')).toBe(0);
    window.take('k');
    window.reset('k');
    expect(window.retryAfter('k')).toBe(0);
  });

  it('keeps at most maxKeys keys, forgetting the oldest first', () => {
    const clock = clockAt();
    const window = new SlidingWindow(1, 60_000, clock.now, 100);
    for (let i = 0; i < 150; i++) window.record(`ip-${i}`);
    expect(window.retryAfter('ip-0')).toBe(0);
    expect(window.retryAfter('ip-149')).toBeGreaterThan(0);
  });
});
