// What a guest's page that starts on intent (src/start-on-intent.ts) costs its visitor's first
// action, for `npm run bench:web`: Chromium at the phone profile's 4x CPU slowdown and a phone's
// viewport, the page loaded and settled, then the header's menu pressed; the time from the press
// to the menu open, which includes starting the app. "warm": the page was scrolled first (the first
// sign of life preloads the app's modules); "cold": the press is the first thing the visitor does.
import { chromium, type Browser } from 'playwright';
import { CHROMIUM_FLAGS } from '../scripts/chromium.ts';

const LOADS = Number(process.env.WEB_BENCH_ACTION_LOADS ?? 5);
const CPU_SLOWDOWN = 4;
const MENU = 'button[aria-label="Open navigation"]';

export const FIRST_ACTION_COLUMNS = `${'page'.padEnd(22)} ${'pressed'.padStart(14)} ${'median'.padStart(8)} ${'max'.padStart(8)}`;

const medianOf = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  return n % 2 ? (s[(n - 1) / 2] as number) : ((s[n / 2 - 1] as number) + (s[n / 2] as number)) / 2;
};

async function pressOnce(browser: Browser, url: string, warm: boolean): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    if (warm) {
      await page.mouse.wheel(0, 100);
      await page.waitForLoadState('networkidle');
    }
    const box = await page.locator(MENU).boundingBox();
    if (!box) throw new Error(`${url}: no menu button at a phone's width`);
    const pressedAt = await page.evaluate(() => performance.now());
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForFunction((menu) => document.querySelector(menu)?.getAttribute('aria-expanded') === 'true', MENU, {
      polling: 'raf',
    });
    return (await page.evaluate(() => performance.now())) - pressedAt;
  } finally {
    await context.close();
  }
}

/** The table's lines: each page, warm then cold, LOADS loads each. */
export async function firstActionLines(
  executablePath: string,
  pages: ReadonlyArray<[string, string]>,
): Promise<string[]> {
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_FLAGS] });
  const lines: string[] = [];
  try {
    for (const [name, url] of pages)
      for (const warm of [true, false]) {
        const times: number[] = [];
        for (let i = 0; i < LOADS; i++) times.push(await pressOnce(browser, url, warm));
        const middle = medianOf(times);
        const max = Math.max(...times);
        const label = warm ? 'after a scroll' : 'first thing';
        lines.push(
          `${name.padEnd(22)} ${label.padStart(14)} ${`${Math.round(middle)} ms`.padStart(8)} ${`${Math.round(max)} ms`.padStart(8)}`,
        );
      }
  } finally {
    await browser.close();
  }
  return lines;
}
