import { describe, expect, it } from 'vitest';
import { median, webRow, WEB_COLUMNS, type WebRun } from './web-report.ts';

const run = (performance: number, lcpMs: number): WebRun => ({
  performance,
  accessibility: 100,
  seo: 100,
  fcpMs: 1200,
  lcpMs,
  tbtMs: 150,
  cls: 0.02,
  bytes: 300 * 1024,
});

describe('the web bench table', () => {
  it('takes each figure’s median over the runs', () => {
    const m = median([run(90, 3000), run(40, 2000), run(95, 9000)]);
    expect(m.performance).toBe(90);
    expect(m.lcpMs).toBe(3000);
    expect(median([run(90, 1000), run(80, 3000)]).performance).toBe(85);
    // A run Lighthouse could not trace is left out, and a figure no run measured says so.
    expect(median([run(90, Number.NaN), run(80, 3000), run(70, 5000)]).lcpMs).toBe(4000);
    expect(webRow('/', median([run(90, Number.NaN)]))).toContain('n/a');
    expect(median([run(Number.NaN, 1000), run(80, 1000), run(70, 1000)]).performance).toBe(75);
    expect(webRow('/', median([run(Number.NaN, 1000)]))).toMatch(/^\/ +n\/a/);
  });

  it('prints a row under its columns', () => {
    const row = webRow('/browse-jobs', run(96, 2400));
    expect(row).toBe('/browse-jobs              96   100   100    1.2 s    2.4 s   150 ms    0.020   300 kB');
    expect(row.length).toBe(WEB_COLUMNS.length);
  });
});
