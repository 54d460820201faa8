// Seconds left until a new code may be asked for. The deadline is a timestamp, so a throttled
// background tab still shows the right number when it wakes up.
import { useCallback, useEffect, useState } from 'react';

export function useCountdown(initialMs: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + initialMs);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((deadline - now) / 1000));

  const running = secondsLeft > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);

  const restart = useCallback((ms: number) => {
    const start = Date.now();
    setNow(start);
    setDeadline(start + ms);
  }, []);

  return { secondsLeft, restart };
}

export function formatSeconds(total: number): string {
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}
