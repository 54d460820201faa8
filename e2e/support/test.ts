// The `test` every journey uses: Playwright's, plus a watch on the browser console that fails the
// test when the page reports a Content-Security-Policy violation or a React hydration warning, so
// a policy that blocks something the app needs shows up in the journey that needs it.
import { createHash } from 'node:crypto';
import { expect, test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

const WATCHED = [/Content Security Policy/i, /Refused to (load|execute|connect|apply|frame|create)/i, /hydrat/i];

/** A client address of the test's own (and of each retry), from its id. */
function addressOf(testId: string, retry: number): string {
  const [a = 0, b = 0] = createHash('sha256').update(`${testId}:${retry}`).digest();
  return `10.${64 + retry}.${a}.${b}`;
}

/**
 * A server-rendered page shows its content before its script has taken it over. Journeys act once
 * the app holds the page (`<html data-ready>`, src/app-root.tsx), as a person would after the page
 * came alive. A guest's page starts the app when the visitor first acts (`<html data-start=intent>`,
 * src/start-on-intent.ts): the journey moves the mouse over it, as a person at a desk would first.
 * e2e/hydration-typing.spec.ts acts on pages before the app holds them.
 */
async function takenOver(page: Page): Promise<void> {
  const state = await page.waitForFunction(() => {
    const html = document.documentElement;
    if (!document.getElementById('ssr-state') || html.dataset.ready === 'true') return 'ready';
    return html.dataset.start === 'intent' ? 'intent' : false;
  });
  if ((await state.jsonValue()) !== 'intent') return;
  await page.mouse.move(1 + Math.floor(Math.random() * 20), 1);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
}

const waiting = new WeakSet<Page>();

/** The page, whose goto and reload now also wait for the app to hold a server-rendered page. */
function waitingForApp(page: Page): Page {
  if (waiting.has(page)) return page;
  waiting.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await takenOver(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await takenOver(page);
    return response;
  };
  return page;
}

/** Every page the context opens waits so (the test's own page and any a journey opens itself). */
function pagesWaitingForApp(context: BrowserContext): BrowserContext {
  const newPage = context.newPage.bind(context);
  context.newPage = async () => waitingForApp(await newPage());
  return context;
}

/** The API calls a page made, newest last: what a failed journey prints, since CI keeps no trace. */
const CALLS_KEPT = 80;

function callLog(page: Page): () => string[] {
  const calls: string[] = [];
  const started = Date.now();
  const keep = (line: string) => {
    calls.push(`${((Date.now() - started) / 1000).toFixed(2)}s ${line}`);
    if (calls.length > CALLS_KEPT) calls.shift();
  };
  const apiPath = (url: string) => {
    const path = new URL(url).pathname;
    return path.includes('/api/') ? path : null;
  };
  page.on('request', (request) => {
    const path = apiPath(request.url());
    if (path) keep(`→ ${request.method()} ${path}`);
  });
  page.on('response', (response) => {
    const path = apiPath(response.url());
    if (path) keep(`← ${response.status()} ${response.request().method()} ${path}`);
  });
  page.on('requestfailed', (request) => {
    const path = apiPath(request.url());
    if (path) keep(`✗ ${request.method()} ${path} failed: ${request.failure()?.errorText ?? 'unknown'}`);
  });
  return () => calls;
}

export const test = base.extend<{ consoleWatch: undefined; apiCalls: undefined }>({
  // Each journey comes from its own client address (the e2e server trusts the loopback proxy):
  // per-address limits such as 10 logins a minute then count one journey, not however many
  // journeys a fast machine runs in a minute. Pages, API requests and new contexts all send it.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': addressOf(testInfo.testId, testInfo.retry) });
  },
  context: async ({ context }, use) => {
    await use(pagesWaitingForApp(context));
  },
  page: async ({ page }, use) => {
    await use(waitingForApp(page));
  },
  // Contexts a journey opens itself (a second user, a guest) wait the same way.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<Browser['newContext']>) =>
        pagesWaitingForApp(await newContext(...args));
      await use(browser);
    },
    { scope: 'worker' },
  ],
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
  // A journey that fails prints the page's last API calls and their answers (CI prints its
  // output and keeps no files), so a race seen once can be read from the log.
  apiCalls: [
    async ({ page }, use, testInfo) => {
      const calls = callLog(page);
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus)
        console.log(`The page's last API calls (time since the journey began):\n${calls().join('\n')}`);
    },
    { auto: true },
  ],
});

export { expect };
export type { APIRequestContext, Page } from '@playwright/test';
