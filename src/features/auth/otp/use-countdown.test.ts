import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatSeconds, useCountdown } from './use-countdown';

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down to zero and can be restarted', () => {
    const { result } = renderHook(() => useCountdown(60_000));
    expect(result.current.secondsLeft).toBe(60);
    act(() => {
      vi.advanceTimersByTime(15_000);
    });
    expect(result.current.secondsLeft).toBe(45);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(result.current.secondsLeft).toBe(0);
    act(() => result.current.restart(30_000));
    expect(result.current.secondsLeft).toBe(30);
  });

  it('formats minutes and seconds', () => {
    expect(formatSeconds(60)).toBe('1:00');
    expect(formatSeconds(9)).toBe('0:09');
  });
});
