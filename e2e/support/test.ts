// The `test` every journey uses: Playwright's, plus a watch on the browser console that fails the
// test when the page reports a Content-Security-Policy violation or a React hydration warning, so
// a policy that blocks something the app needs shows up in the journey that needs it.
import { createHash } from 'node:crypto';
import { expect, test as base } from '@playwright/test';

const WATCHED = [/Content Security Policy/i, /Refused to (load|execute|connect|apply|frame|create)/i, /hydrat/i];

/** A client address of the test's own (and of each retry), from its id. */
function addressOf(testId: string, retry: number): string {
  const [a = 0, b = 0] = createHash('sha256').update(`${testId}:${retry}`).digest();
  return `10.${64 + retry}.${a}.${b}`;
}

export const test = base.extend<{ consoleWatch: undefined }>({
  // Each journey comes from its own client address (the e2e server trusts the loopback proxy):
  // per-address limits such as 10 logins a minute then count one journey, not however many
  // journeys a fast machine runs in a minute. Pages, API requests and new contexts all send it.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': addressOf(testInfo.testId, testInfo.retry) });
  },
  consoleWatch: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        if (WATCHED.some((r) => r.test(text))) problems.push(`${message.type()}: ${text}`);
      });
      await use(undefined);
      expect(problems, 'the browser console reported policy or hydration problems').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { APIRequestContext, Page } from '@playwright/test';
