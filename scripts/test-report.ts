// The parts of a vitest or Playwright JSON report that the gate reads (scripts/check.ts): counts,
// failures with their errors, and each file's or journey's time.

export type VitestReport = {
  numPassedTests?: number;
  numFailedTests?: number;
  testResults?: Array<{
    name: string;
    message?: string;
    startTime?: number;
    endTime?: number;
    assertionResults?: Array<{ fullName: string; status: string; failureMessages?: string[] }>;
  }>;
};

export type PlaywrightSpec = {
  title: string;
  file?: string;
  tests: Array<{ status: string; results: Array<{ duration?: number; error?: { message?: string } }> }>;
};
export type PlaywrightSuite = { title: string; file?: string; specs?: PlaywrightSpec[]; suites?: PlaywrightSuite[] };
export type PlaywrightReport = {
  stats?: { expected: number; unexpected: number; flaky: number };
  suites?: PlaywrightSuite[];
};

export type TestReport = VitestReport & PlaywrightReport;
