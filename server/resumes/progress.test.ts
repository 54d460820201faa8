// The parser's progress reaches the row at most once per interval, the latest report always
// written, never two writes at once, and nothing after `settle` (the final status comes then).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { throttledProgress } from './progress.ts';
import { log } from '../log/logger.ts';

afterEach(() => vi.useRealTimers());

describe('throttled progress', () => {
  it('writes the first report at once, then the latest one per interval', async () => {
    vi.useFakeTimers();
    const writes: [number, string][] = [];
    const sink = throttledProgress(
      async (p, s) => void writes.push([p, s]),
      300,
      () => Date.now(),
    );
    sink.report(5, 'Reading the text');
    for (let p = 6; p <= 40; p++) sink.report(p, 'Reading the text');
    sink.report(41.6, 'Finding jobs');
    await vi.advanceTimersByTimeAsync(0);
    expect(writes).toEqual([[5, 'Reading the text']]);
    await vi.advanceTimersByTimeAsync(300);
    expect(writes).toEqual([
      [5, 'Reading the text'],
      [42, 'Finding jobs'],
    ]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(writes).toHaveLength(2);
    sink.report(150, 'Almost there');
    await vi.advanceTimersByTimeAsync(0);
    // 100 is the result's; progress stops short of it.
    expect(writes.at(-1)).toEqual([99, 'Almost there']);
  });

  it('never overlaps writes, finishes the last one before settle resolves, and writes nothing after', async () => {
    vi.useFakeTimers();
    let running = 0;
    let most = 0;
    const writes: number[] = [];
    const sink = throttledProgress(
      async (p) => {
        running++;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 500));
        writes.push(p);
        running--;
      },
      100,
      () => Date.now(),
    );
    for (let i = 0; i < 10; i++) {
      sink.report(i * 10, 'Reading');
      await vi.advanceTimersByTimeAsync(120);
    }
    sink.report(95, 'Reading');
    const settled = sink.settle();
    await vi.advanceTimersByTimeAsync(10_000);
    await settled;
    expect(running).toBe(0);
    const count = writes.length;
    sink.report(97, 'Reading');
    await vi.advanceTimersByTimeAsync(1000);
    expect(most).toBe(1);
    expect(writes).toHaveLength(count);
    expect(writes).not.toContain(97);
    // Far fewer writes than reports: one per interval at most.
    expect(count).toBeLessThanOrEqual(11);
  });

  it('keeps going when a write fails', async () => {
    const error = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    let calls = 0;
    const sink = throttledProgress(async () => {
      calls++;
      throw new Error('database gone');
    }, 0);
    sink.report(10, 'Reading');
    await sink.settle();
    expect(calls).toBe(1);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
