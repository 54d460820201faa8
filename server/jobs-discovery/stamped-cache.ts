// What a search reads of a board, kept while the board's stamp stays the same (board-stamp.ts: it
// moves when any job the search could see is added or changed) and for at most a minute (a job
// passing its expiry writes nothing). The least recently asked entry is dropped first.

export type StampedCache<T> = {
  /** The value of `key` on a board at `stamp`: the kept one, or `read` (then kept; a failed read is not). */
  get(key: string, stamp: string, read: () => Promise<T>, now?: number): Promise<T>;
  /** Forgets every entry (for the benchmark's first-asking searches). */
  clear(): void;
};

/** Sets `key` as the most recently used entry of `map`, dropping the least recent beyond `max`. */
export function keepRecent<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= max) break;
    map.delete(oldest);
  }
}

export function stampedCache<T>(entries: number, freshMs = 60_000): StampedCache<T> {
  const kept = new Map<string, { stamp: string; at: number; value: T }>();
  return {
    async get(key, stamp, read, now = Date.now()) {
      const held = kept.get(key);
      if (held && held.stamp === stamp && now - held.at < freshMs) {
        keepRecent(kept, key, held, entries);
        return held.value;
      }
      const value = await read();
      keepRecent(kept, key, { stamp, at: now, value }, entries);
      return value;
    },
    clear: () => kept.clear(),
  };
}
