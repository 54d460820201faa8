// What a search reads of a board, kept while the board's stamp stays the same (board-stamp.ts: it
// moves when any job the search could see is added or changed) and for at most a minute (a job
// passing its expiry writes nothing). The least recently asked entry is dropped first.

export type StampedCache<T> = {
  /** The value of `key` on a board at `stamp`: the kept one, or `read` (then kept; a failed read is not). */
  get(key: string, stamp: string, read: () => Promise<T>, now?: number): Promise<T>;
  /** Forgets every entry (for the benchmark's first-asking searches). */
  clear(): void;
};

export function stampedCache<T>(entries: number, freshMs = 60_000): StampedCache<T> {
  const kept = new Map<string, { stamp: string; at: number; value: T }>();
  return {
    async get(key, stamp, read, now = Date.now()) {
      const held = kept.get(key);
      if (held && held.stamp === stamp && now - held.at < freshMs) {
        kept.delete(key);
        kept.set(key, held);
        return held.value;
      }
      const value = await read();
      kept.delete(key);
      kept.set(key, { stamp, at: now, value });
      for (const oldest of kept.keys()) {
        if (kept.size <= entries) break;
        kept.delete(oldest);
      }
      return value;
    },
    clear: () => kept.clear(),
  };
}
