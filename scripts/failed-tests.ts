// Names the tests a vitest or Playwright JSON report says failed, each with the first lines of its
// error, so the last lines of the gate's output (often all a CI log keeps) say what broke.
import { stripVTControlCharacters } from 'node:util';
import type { PlaywrightSuite, TestReport } from './test-report.js';

export type FailedTest = { name: string; error: string };

const firstLines = (text: string, lines = 6) => stripVTControlCharacters(text).split('\n').slice(0, lines).join('\n');

function fromPlaywright(suites: PlaywrightSuite[], trail: string[]): FailedTest[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((t) => t.status === 'unexpected')
        .map((t) => ({
          name: [...trail, suite.title, spec.title].filter(Boolean).join(' › '),
          error: firstLines(t.results.at(-1)?.error?.message ?? ''),
        })),
    ),
    ...fromPlaywright(suite.suites ?? [], [...trail, suite.title]),
  ]);
}

export function failedTests(report: TestReport): FailedTest[] {
  if (report.testResults) {
    return report.testResults.flatMap((file) => {
      const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
      // A file that failed to load has no failed assertion, only a message.
      if (!failed.length && file.message) return [{ name: file.name, error: firstLines(file.message) }];
      return failed.map((a) => ({
        name: `${file.name.replace(process.cwd() + '/', '')} › ${a.fullName}`,
        error: firstLines(a.failureMessages?.[0] ?? ''),
      }));
    });
  }
  return fromPlaywright(report.suites ?? [], []);
}
