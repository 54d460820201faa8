// The ranked pools kept per search while the board's stamp stays the same (issue 18;
// docs/job-search.md, "Speed"): read once, read again when the stamp moves or a minute has passed.
import { describe, expect, it } from 'vitest';
import { keptRanking } from './ranking-cache.ts';

const counting = (ids: string[]) => {
  const reads = { n: 0 };
  const read = async () => {
    reads.n += 1;
    return ids;
  };
  return { reads, read };
};

describe('kept rankings', () => {
  it('are read once while the stamp stays the same, and again when it moves', async () => {
    const { reads, read } = counting(['a', 'b']);
    const at = 1_000_000;
    expect(await keptRanking('ranking test 1', '7', read, at)).toEqual(['a', 'b']);
    expect(await keptRanking('ranking test 1', '7', read, at + 1_000)).toEqual(['a', 'b']);
    expect(reads.n).toBe(1);
    await keptRanking('ranking test 1', '8', read, at + 2_000);
    expect(reads.n).toBe(2);
  });

  it('are read again after a minute, and one search does not answer another', async () => {
    const { reads, read } = counting(['c']);
    const at = 2_000_000;
    await keptRanking('ranking test 2', '7', read, at);
    await keptRanking('ranking test 2', '7', read, at + 61_000);
    expect(reads.n).toBe(2);
    await keptRanking('ranking test 3', '7', read, at + 61_000);
    expect(reads.n).toBe(3);
  });

  it('keep no ranking whose read failed', async () => {
    const failing = async (): Promise<string[]> => {
      throw new Error('statement timeout');
    };
    await expect(keptRanking('ranking test 4', '7', failing)).rejects.toThrow('statement timeout');
    const { reads, read } = counting(['d']);
    expect(await keptRanking('ranking test 4', '7', read)).toEqual(['d']);
    expect(reads.n).toBe(1);
  });
});
