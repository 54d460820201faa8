import { useSyncExternalStore } from 'react';

// The clock is the external store: a once-a-second tick re-reads it, and the snapshot (whole
// seconds) only changes when the display must.
function subscribe(onTick: () => void): () => void {
  const id = setInterval(onTick, 1000);
  return () => clearInterval(id);
}

/** Whole seconds left until `at` (epoch ms), never below zero. */
export function useSecondsUntil(at: number): number {
  return useSyncExternalStore(
    subscribe,
    () => Math.max(0, Math.ceil((at - Date.now()) / 1000)),
    () => 0,
  );
}
