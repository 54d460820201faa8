// Ends the current task and goes on in a new one, so the browser can paint and answer input in
// between: startup work split this way never makes one long task (web.dev, "Optimize long tasks").
// scheduler.yield() goes on ahead of other queued work where the browser has it.
type WithScheduler = { scheduler?: { yield?: () => Promise<void> } };

export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as WithScheduler).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
