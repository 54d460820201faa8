// The parser reports progress as often as it likes; the row is written at most every `everyMs`
// (a few writes a second at most: on PGlite every statement takes its turn with every request).
// The latest report always gets written, writes never overlap, and `settle` waits for the last
// one, so the final status written after it is never overwritten by a late progress write.
import type { ParseProgress } from './parser/types.ts';
import { errorOf, log } from '../log/logger.ts';

export type ProgressSink = { report: ParseProgress; settle: () => Promise<void> };

export function throttledProgress(
  write: (progress: number, stage: string) => Promise<void>,
  everyMs = 300,
  now: () => number = Date.now,
): ProgressSink {
  let latest: { progress: number; stage: string } | null = null;
  let written: { progress: number; stage: string } | null = null;
  let lastAt = -Infinity;
  let timer: NodeJS.Timeout | null = null;
  let chain: Promise<void> = Promise.resolve();
  let stopped = false;

  const flush = () => {
    timer = null;
    if (stopped || !latest) return;
    if (written && written.progress === latest.progress && written.stage === latest.stage) return;
    const next = latest;
    written = next;
    lastAt = now();
    chain = chain
      .then(() => write(next.progress, next.stage))
      // Progress is only shown to the candidate; a failed write must not fail the parse.
      .catch((e: unknown) => log.error({ err: errorOf(e) }, 'resume parse progress'));
  };

  return {
    report(progress, stage) {
      if (stopped) return;
      // 100 is written with the result; while parsing the bar stops just short of it.
      latest = { progress: Math.max(0, Math.min(99, Math.round(progress))), stage };
      const wait = lastAt + everyMs - now();
      if (wait <= 0) flush();
      else timer ??= setTimeout(flush, wait);
    },
    async settle() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await chain;
    },
  };
}
