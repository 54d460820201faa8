import { describe, expect, it } from 'vitest';
import { timesOf } from './slowest-tests.ts';

describe('timesOf', () => {
  it('times each vitest file, slowest first, by its path in the project', () => {
    const times = timesOf({
      testResults: [
        { name: `${process.cwd()}/server/a.test.ts`, startTime: 1_000, endTime: 3_500 },
        { name: `${process.cwd()}/server/b.test.ts`, startTime: 1_000, endTime: 9_000 },
      ],
    });
    expect(times).toEqual([
      { name: 'server/b.test.ts', seconds: 8 },
      { name: 'server/a.test.ts', seconds: 2.5 },
    ]);
  });

  it('times each Playwright journey by its file and title, its attempts added up', () => {
    const times = timesOf({
      suites: [
        {
          title: 'auth.spec.ts',
          file: 'auth.spec.ts',
          specs: [{ title: 'signs up', tests: [{ status: 'expected', results: [{ duration: 4_000 }] }] }],
          suites: [
            {
              title: 'nested',
              specs: [
                { title: 'logs in', tests: [{ status: 'flaky', results: [{ duration: 1_000 }, { duration: 2_000 }] }] },
              ],
            },
          ],
        },
      ],
    });
    expect(times).toEqual([
      { name: 'auth.spec.ts › signs up', seconds: 4 },
      { name: 'auth.spec.ts › logs in', seconds: 3 },
    ]);
  });
});
