// Guest uploads are rate-limited per tenant and address (contract: uploadGuestFile answers 429), in
// memory: a fixed window per key, enough to stop one address filling the disk.
import { limitOver } from '../http/errors.ts';

export const GUEST_UPLOADS_PER_WINDOW = 20;
const WINDOW_MS = 10 * 60 * 1000;

type Window = { startedAt: number; count: number };

export function makeGuestLimiter(max = GUEST_UPLOADS_PER_WINDOW, windowMs = WINDOW_MS) {
  const windows = new Map<string, Window>();
  return function takeGuestUpload(key: string, now = Date.now()): void {
    if (windows.size > 10_000) for (const [k, w] of windows) if (now - w.startedAt >= windowMs) windows.delete(k);
    const w = windows.get(key);
    if (!w || now - w.startedAt >= windowMs) {
      windows.set(key, { startedAt: now, count: 1 });
      return;
    }
    if (w.count >= max) throw limitOver(Math.ceil((w.startedAt + windowMs - now) / 1000));
    w.count += 1;
  };
}

export const takeGuestUpload = makeGuestLimiter();
