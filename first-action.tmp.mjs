import { chromium } from 'playwright';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const url = process.argv[2];
const mode = process.argv[3];
const times = [];
for (let i = 0; i < 5; i++) {
  const ctx = await b.newContext({ viewport: { width: 412, height: 823 } });
  const p = await ctx.newPage();
  const cdp = await ctx.newCDPSession(p);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await p.goto(url, { waitUntil: 'load' });
  await p.waitForLoadState('networkidle');
  if (mode === 'warm') { await p.mouse.wheel(0, 100); await p.waitForLoadState('networkidle'); await p.waitForTimeout(1500); }
  const burger = p.getByRole('button', { name: 'Open navigation' });
  const box = await burger.boundingBox();
  const t0 = await p.evaluate(() => performance.now());
  await p.mouse.click(box.x + 5, box.y + 5);
  await p.waitForFunction(() => document.querySelector('button[aria-label="Open navigation"]')?.getAttribute('aria-expanded') === 'true', null, { polling: 'raf' });
  const t1 = await p.evaluate(() => performance.now());
  times.push(Math.round(t1 - t0));
  await ctx.close();
}
times.sort((a,b)=>a-b);
console.log(mode, url, times.join(' '), 'median', times[2]);
await b.close();
