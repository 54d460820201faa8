// The static baseline of `npm run bench:web` (issue 49): each page's own server-rendered HTML with
// every script removed, served by the bench itself, so that the work the browser does after the
// HTML arrives can be told from what laying out and painting that HTML costs anyway. The ratio
// of the two main-thread times is the figure that carries from one machine to another.
import { createServer, type Server } from 'node:http';

/** The HTML without its scripts: inline and external, module preloads too (styles and images stay). */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, '');
}

/**
 * A server on `port` that answers a page (a request that accepts HTML) with `origin`'s HTML for
 * the same path without its scripts, and anything else (styles, fonts, images) as `origin` does.
 */
export function startBaselineServer(origin: string, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const url = `${origin}${req.url ?? '/'}`;
    const page = (req.headers.accept ?? '').includes('text/html');
    fetch(url, { headers: { accept: req.headers.accept ?? '*/*' } })
      .then(async (answer) => {
        const type = answer.headers.get('content-type') ?? 'application/octet-stream';
        const body = page ? Buffer.from(withoutScripts(await answer.text())) : Buffer.from(await answer.arrayBuffer());
        // fetch has decoded the body: it goes out as it is, with its own length.
        res.writeHead(answer.status, {
          'content-type': type,
          'content-length': body.length,
          'cache-control': answer.headers.get('cache-control') ?? 'no-cache',
        });
        res.end(body);
      })
      .catch((e: unknown) => {
        res.writeHead(502, { 'content-type': 'text/plain' });
        res.end(e instanceof Error ? e.message : String(e));
      });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

export type LongTask = { url: string; durationMs: number };

/** One Lighthouse run's main-thread figures. */
export type ThreadRun = { mainThreadMs: number; tbtMs: number; longTasks: LongTask[] };

const middle = (xs: number[]): number => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  const n = s.length;
  if (!n) return Number.NaN;
  return n % 2 ? (s[(n - 1) / 2] as number) : ((s[n / 2 - 1] as number) + (s[n / 2] as number)) / 2;
};

/** The medians of the runs, with the long tasks of the run whose main-thread time is the median's. */
export function threadMedian(runs: ThreadRun[]): ThreadRun {
  const mainThreadMs = middle(runs.map((r) => r.mainThreadMs));
  const closest = [...runs].sort(
    (a, b) => Math.abs(a.mainThreadMs - mainThreadMs) - Math.abs(b.mainThreadMs - mainThreadMs),
  )[0];
  return { mainThreadMs, tbtMs: middle(runs.map((r) => r.tbtMs)), longTasks: closest?.longTasks ?? [] };
}

const ms = (x: number) => (Number.isFinite(x) ? `${Math.round(x).toLocaleString('en')} ms` : 'n/a');

/** A script's address without the origin, or the page itself. */
const shortUrl = (url: string, page: string) => {
  if (!url || url === page) return 'the document';
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

/** The page beside its static baseline: main thread, TBT, long tasks, the ratio, the top five tasks. */
export function baselineLines(name: string, pageUrl: string, page: ThreadRun, baseline: ThreadRun): string[] {
  const ratio = page.mainThreadMs / baseline.mainThreadMs;
  const lines = [
    `${name.padEnd(22)}${ms(page.mainThreadMs).padStart(11)}${ms(baseline.mainThreadMs).padStart(11)}${(Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : 'n/a').padStart(8)}${ms(page.tbtMs).padStart(10)}${ms(baseline.tbtMs).padStart(10)}${String(page.longTasks.length).padStart(7)}${String(baseline.longTasks.length).padStart(7)}`,
  ];
  const top = [...page.longTasks].sort((a, b) => b.durationMs - a.durationMs).slice(0, 5);
  for (const t of top) lines.push(`${''.padEnd(24)}${ms(t.durationMs).padStart(9)}  ${shortUrl(t.url, pageUrl)}`);
  return lines;
}

export const BASELINE_COLUMNS = `${'page'.padEnd(22)}${'main'.padStart(11)}${'static'.padStart(11)}${'ratio'.padStart(8)}${'TBT'.padStart(10)}${'static'.padStart(10)}${'tasks'.padStart(7)}${'static'.padStart(7)}`;
