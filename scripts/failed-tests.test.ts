import { describe, expect, it } from 'vitest';
import { failedTests } from './failed-tests.js';

describe('failed tests named at the end of the gate', () => {
  it('names failed vitest assertions with the first lines of their error, and files that did not load', () => {
    const failures = failedTests({
      testResults: [
        {
          name: `${process.cwd()}/server/a.test.ts`,
          assertionResults: [
            { fullName: 'a passes', status: 'passed' },
            {
              fullName: 'a breaks',
              status: 'failed',
              failureMessages: ['\u001b[31mAssertionError: 1 !== 2\u001b[39m\nat x\nat y'],
            },
          ],
        },
        { name: 'server/b.test.ts', message: 'Cannot find module ./c', assertionResults: [] },
      ],
    });
    expect(failures).toEqual([
      { name: 'server/a.test.ts › a breaks', error: 'AssertionError: 1 !== 2\nat x\nat y' },
      { name: 'server/b.test.ts', error: 'Cannot find module ./c' },
    ]);
  });

  it('names unexpected Playwright results through nested suites, and not flaky or passed ones', () => {
    const spec = (title: string, status: string) => ({
      title,
      file: 'jobs.spec.ts',
      tests: [{ status, results: [{ error: { message: `${title} went wrong` } }] }],
    });
    const failures = failedTests({
      suites: [
        {
          title: 'jobs.spec.ts',
          specs: [spec('posts', 'expected')],
          suites: [{ title: 'search', specs: [spec('finds', 'unexpected'), spec('sorts', 'flaky')] }],
        },
      ],
    });
    expect(failures).toEqual([{ name: 'jobs.spec.ts › search › finds', error: 'finds went wrong' }]);
  });
});
