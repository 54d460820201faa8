// Searches run a few at a time in each process, the rest waiting their turn in the order they came
// (docs/deploy.md "Search lanes"), as a search engine's search thread pool does. A search is CPU in
// the database; eight at once on two cores each took four times its own time, so the slowest ones
// (a common keyword's count) came out last by far. Run a few at a time, each takes its own time
// plus its wait in the queue, which is the same for every search: the slow ones no longer set the
// tail. The wait is in memory on purpose: it is a share of this process's cores, not a limit on
// anyone, and a process that dies loses only requests whose connections died with it.
import pLimit from 'p-limit';

export type SearchLane = {
  /** Runs `work` when a slot is free, in the order the searches came. */
  run: <T>(work: () => Promise<T>) => Promise<T>;
  /** Searches running now. */
  readonly running: number;
  /** Searches waiting for a slot. */
  readonly waiting: number;
  readonly slots: number;
};

export function createSearchLane(slots: number): SearchLane {
  const limit = pLimit(slots);
  return {
    run: (work) => limit(work),
    get running() {
      return limit.activeCount;
    },
    get waiting() {
      return limit.pendingCount;
    },
    slots,
  };
}
