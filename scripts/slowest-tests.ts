// The slowest test files of a vitest JSON report, or the slowest journeys of a Playwright one, so
// the gate's output says where its time went and a change that makes one slower is seen in it.

import type { PlaywrightSuite, TestReport } from './test-report.js';

export type Timed = { name: string; seconds: number };

function journeys(suites: PlaywrightSuite[], file: string): Timed[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).map((spec) => ({
      name: `${suite.file ?? file} › ${spec.title}`,
      seconds: spec.tests.flatMap((t) => t.results).reduce((sum, r) => sum + (r.duration ?? 0), 0) / 1000,
    })),
    ...journeys(suite.suites ?? [], suite.file ?? file),
  ]);
}

/** Every file (vitest) or journey (Playwright) of the report with its time, slowest first. */
export function timesOf(report: TestReport): Timed[] {
  const all = report.testResults
    ? report.testResults.map((f) => ({
        name: f.name.replace(`${process.cwd()}/`, ''),
        seconds: ((f.endTime ?? 0) - (f.startTime ?? 0)) / 1000,
      }))
    : journeys(report.suites ?? [], '');
  return all.sort((a, b) => b.seconds - a.seconds);
}
