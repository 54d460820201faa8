// Searches run a few at a time in each process, the rest waiting their turn in the order they came
// (docs/deploy.md "Search lanes"), as a search engine's search thread pool does. A search is CPU in
// the database; eight at once on two cores each took four times its own time, so the slowest ones
// (a common keyword's count) came out last by far. Run a few at a time, each takes its own time
// plus its wait in the queue, which is the same for every search: the slow ones no longer set the
// tail. The wait is in memory on purpose: it is a share of this process's cores, not a limit on
// anyone, and a process that dies loses only requests whose connections died with it.
import type { FastifyReply } from 'fastify';
import pLimit from 'p-limit';
import { isCancelledStatement } from '../db/errors.ts';
import { tookTooLong } from '../errors/errors.ts';

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
  /** Calls `listener` as each search's turn comes: its wait for the slot, and whether its caller had gone. */
  onTurn: (listener: (turn: Turn) => void) => void;
};

/** A search's turn: how long it waited for its slot, in seconds, and whether it was abandoned. */
export type Turn = { seconds: number; abandoned: boolean };

export function createSearchLane(slots: number): SearchLane {
  const limit = pLimit(slots);
  let abandoned = 0;
  const listeners: ((turn: Turn) => void)[] = [];
  return {
    run: (work, gone) => {
      const queued = performance.now();
      return limit(() => {
        const turn = { seconds: (performance.now() - queued) / 1000, abandoned: gone?.() ?? false };
        if (turn.abandoned) abandoned += 1;
        for (const listener of listeners) listener(turn);
        return turn.abandoned ? Promise.reject(new SearchAbandoned()) : work().catch(searchCutShort);
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
    onTurn: (listener) => {
      listeners.push(listener);
    },
  };
}

const SEARCH_TOO_LONG = 'The search took too long; narrow it with a filter or a more precise keyword and try again';

/** A search past the statement timeout answers a 503 that says so, and how to ask one that ends sooner. */
function searchCutShort(error: unknown): never {
  throw isCancelledStatement(error) ? tookTooLong(SEARCH_TOO_LONG) : error;
}

/** Whether the caller of a request has closed its connection (the error handler then answers nobody). */
export const callerGone = (reply: FastifyReply) => () => reply.raw.destroyed;
