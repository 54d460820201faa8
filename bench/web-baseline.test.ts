import { describe, expect, it } from 'vitest';
import { BASELINE_COLUMNS, baselineLines, threadMedian, withoutScripts, type ThreadRun } from './web-baseline.ts';

describe('the static baseline of the web bench', () => {
  it('removes every script and module preload, and keeps the styles and the content', () => {
    const html =
      '<head><link rel="stylesheet" href="/a.css"><link rel="modulepreload" href="/m.js"><script type="module" src="/e.js"></script>' +
      '<script type="application/ld+json">{"@type":"JobPosting"}</script></head><body><h1>Nurse</h1><script>window.__S={}</script></body>';
    const out = withoutScripts(html);
    expect(out).not.toMatch(/script|modulepreload/i);
    expect(out).toContain('<link rel="stylesheet" href="/a.css">');
    expect(out).toContain('<h1>Nurse</h1>');
  });

  it('takes the median run, and prints the ratio and the page’s five longest tasks', () => {
    const run = (mainThreadMs: number, tasks: number[]): ThreadRun => ({
      mainThreadMs,
      tbtMs: mainThreadMs / 10,
      longTasks: tasks.map((d, i) => ({
        url: i ? `http://127.0.0.1:1/assets/c${i}.js` : 'http://127.0.0.1:1/',
        durationMs: d,
      })),
    });
    const page = threadMedian([run(3000, [400, 90, 80, 70, 60, 55]), run(1000, [60]), run(2000, [300, 120])]);
    expect(page.mainThreadMs).toBe(2000);
    expect(page.longTasks.map((t) => t.durationMs)).toEqual([300, 120]);
    const lines = baselineLines(
      '/',
      'http://127.0.0.1:1/',
      threadMedian([run(3000, [400, 90, 80, 70, 60, 55])]),
      run(1000, []),
    );
    expect(lines[0]).toContain('3.00×');
    expect(lines).toHaveLength(6);
    expect(lines[1]).toMatch(/400 ms {2}the document$/);
    expect(lines[2]).toMatch(/90 ms {2}\/assets\/c1\.js$/);
    expect(lines[0]?.length).toBe(BASELINE_COLUMNS.length);
  });
});
