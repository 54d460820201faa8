// The `test` every journey uses: Playwright's, plus a watch on the browser console that fails the
// test when the page reports a Content-Security-Policy violation or a React hydration warning, so
// a policy that blocks something the app needs shows up in the journey that needs it.
import { expect, test as base } from '@playwright/test';

const WATCHED = [/Content Security Policy/i, /Refused to (load|execute|connect|apply|frame|create)/i, /hydrat/i];

export const test = base.extend<{ consoleWatch: undefined }>({
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
