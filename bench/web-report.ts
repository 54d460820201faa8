// The table of `npm run bench:web`: one row per page, each figure the median of its runs.

/** One Lighthouse run of one page: scores out of 100, times in milliseconds, bytes over the wire. */
export type WebRun = {
  performance: number;
  accessibility: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
};

/** The median of the runs that measured it (a run Lighthouse could not trace gives NaN). */
const middle = (xs: number[]): number => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  const n = s.length;
  if (!n) return Number.NaN;
  return n % 2 ? (s[(n - 1) / 2] as number) : ((s[n / 2 - 1] as number) + (s[n / 2] as number)) / 2;
};

/** Each figure's median over the runs (figure by figure, as Lighthouse's own guidance does). */
export function median(runs: WebRun[]): WebRun {
  const of = (k: keyof WebRun) => middle(runs.map((r) => r[k]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    seo: of('seo'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    bytes: of('bytes'),
  };
}

const known = (x: number, show: (x: number) => string) => (Number.isFinite(x) ? show(x) : 'n/a');
const seconds = (ms: number) => known(ms, (x) => `${(x / 1000).toFixed(1)} s`);

export const WEB_COLUMNS = `${'page'.padEnd(22)}${['perf', 'a11y', 'seo'].map((h) => h.padStart(6)).join('')}${[
  'FCP',
  'LCP',
  'TBT',
  'CLS',
  'bytes',
]
  .map((h) => h.padStart(9))
  .join('')}`;

export function webRow(page: string, m: WebRun): string {
  const scores = [m.performance, m.accessibility, m.seo]
    .map((x) => known(x, (v) => String(Math.round(v))).padStart(6))
    .join('');
  const metrics = [
    seconds(m.fcpMs),
    seconds(m.lcpMs),
    known(m.tbtMs, (x) => `${Math.round(x)} ms`),
    known(m.cls, (x) => x.toFixed(3)),
    known(m.bytes, (x) => `${Math.round(x / 1024)} kB`),
  ]
    .map((x) => x.padStart(9))
    .join('');
  return `${page.padEnd(22)}${scores}${metrics}`;
}
