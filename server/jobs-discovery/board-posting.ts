// A board's live jobs by when they were posted (repo/board-posting.ts), kept per board and process.
// They are the denominators of an estimate (estimated-counts.ts): a few minutes' drift moves an
// "about 12,400" by less than the estimate's own error, while counting every live job costs a
// read of the whole board (about 100 ms at a million jobs). So they are read once per board, then
// again in the background when older than KEEP_MS, the old ones answering meanwhile.
import type { Db } from '../db/database.ts';
import { errorOf, log } from '../log/logger.ts';
import { DATE_WINDOWS } from './job-filters.ts';
import { boardPostingCounts } from './repo/board-posting.ts';
import { keepRecent } from './stamped-cache.ts';

export const KEEP_MS = 5 * 60_000;
/** Boards kept per process, the least recently asked dropped first. */
const BOARDS = 200;

/**
 * The windows an estimate reads, in hours, shortest first: the date filter's, and an hour and four
 * before them, short enough that a million-job board's window holds a few hundred jobs.
 */
export const WINDOW_HOURS: readonly number[] = [1, 4, ...Object.values(DATE_WINDOWS)].sort((a, b) => a - b);

export type BoardPosting = {
  /** Every live job of the board. */
  all: number;
  /** Live jobs posted within each of WINDOW_HOURS. */
  within: ReadonlyMap<number, number>;
};

type Kept = { at: number; value: Promise<BoardPosting> };
const kept = new Map<string, Kept>();

async function read(db: Db, clientId: string): Promise<BoardPosting> {
  const row = await boardPostingCounts(db, clientId, WINDOW_HOURS);
  return { all: row.all, within: new Map(WINDOW_HOURS.map((h, i) => [h, row.within[i] ?? 0])) };
}

function start(db: Db, clientId: string, now: number): Promise<BoardPosting> {
  const value = read(db, clientId);
  keepRecent(kept, clientId, { at: now, value }, BOARDS);
  // A failed read is not kept: the next asking reads again.
  value.catch((error: unknown) => {
    if (kept.get(clientId)?.value === value) kept.delete(clientId);
    log.warn({ err: errorOf(error) }, 'board posting counts');
  });
  return value;
}

/** The board's live jobs by posting window: kept ones (read again behind them when old), or read now. */
export async function boardPosting(db: Db, clientId: string, now = Date.now()): Promise<BoardPosting> {
  const held = kept.get(clientId);
  if (!held) return start(db, clientId, now);
  if (now - held.at >= KEEP_MS) {
    const old = held.value;
    start(db, clientId, now).catch(() => undefined);
    return old;
  }
  return held.value;
}

/** Forgets every board's counts (for tests). */
export function forgetBoardPosting(): void {
  kept.clear();
}
