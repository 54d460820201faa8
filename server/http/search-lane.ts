// Searches run a few at a time in each process, the rest waiting their turn in the order they came
// (docs/deploy.md "Search lanes"), as a search engine's search thread pool does. A search is CPU in
// the database; eight at once on two cores each took four times its own time, so the slowest ones
// (a common keyword's count) came out last by far. Run a few at a time, each takes its own time
// plus its wait in the queue, which is the same for every search: the slow ones no longer set the
// tail. The wait is in memory on purpose: it is a share of this process's cores, not a limit on
// anyone, and a process that dies loses only requests whose connections died with it.
import type { FastifyReply } from 'fastify';
import pLimit from 'p-limit';

/**
 * A search whose caller closed the connection while it waited: it is not run. Under a burst the
 * queue grows, callers give up and retry, and running every abandoned search would keep the slots
 * busy with answers nobody reads while the retries wait behind them.
 */
export class SearchAbandoned extends Error {
  constructor() {
    super('the caller closed the connection before the search had a slot');
    this.name = 'SearchAbandoned';
  }
}

export type SearchLane = {
  /**
   * Runs `work` when a slot is free, in the order the searches came; when its turn comes and
   * `gone` says the caller has left, it fails with SearchAbandoned instead.
   */
  run: <T>(work: () => Promise<T>, gone?: () => boolean) => Promise<T>;
  /** Searches running now. */
  readonly running: number;
  /** Searches waiting for a slot. */
  readonly waiting: number;
  /** Searches not run since the process started, their callers gone before their turn. */
  readonly abandoned: number;
  readonly slots: number;
  /** Calls `listener` with each search's wait for its slot, in seconds, as its turn comes. */
  onWaited: (listener: (seconds: number) => void) => void;
};

export function createSearchLane(slots: number): SearchLane {
  const limit = pLimit(slots);
  let abandoned = 0;
  const listeners: ((seconds: number) => void)[] = [];
  return {
    run: (work, gone) => {
      const queued = performance.now();
      return limit(() => {
        const seconds = (performance.now() - queued) / 1000;
        for (const listener of listeners) listener(seconds);
        if (!gone?.()) return work();
        abandoned += 1;
        return Promise.reject(new SearchAbandoned());
      });
    },
    get running() {
      return limit.activeCount;
    },
    get waiting() {
      return limit.pendingCount;
    },
    get abandoned() {
      return abandoned;
    },
    slots,
    onWaited: (listener) => {
      listeners.push(listener);
    },
  };
}

/** Whether the caller of a request has closed its connection (the error handler then answers nobody). */
export const callerGone = (reply: FastifyReply) => () => reply.raw.destroyed;
