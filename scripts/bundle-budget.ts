// Prints the JavaScript a browser loads for the index route (the entry chunk, its static imports,
// and the index route's own lazy chunks), gzip-compressed, and fails above the budget.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { widgetBuildOptions } from '../server/jobs-widget/script-build.ts';

const BUDGET_KB = 160;
/** The embeddable jobs widget's script (/widget/jobs.js, docs/jobs-widget.md), gzip. */
const WIDGET_BUDGET_KB = 15;
type Chunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, Chunk>;

const seen = new Set<string>();
function collect(key: string): void {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) return;
  seen.add(key);
  for (const i of chunk.imports ?? []) collect(i);
}
const entry = Object.entries(manifest).find(([, c]) => c.isEntry);
if (!entry) throw new Error('no entry chunk in dist/.vite/manifest.json');
collect(entry[0]);
// The index route's component chunks load at once on "/" (lazy only in the sense of splitting).
for (const [key, c] of Object.entries(manifest)) if (c.src?.startsWith('src/routes/index.tsx')) collect(key);

let total = 0;
let raw = 0;
let brotli = 0;
const rows: Array<[string, number]> = [];
for (const key of seen) {
  const file = manifest[key]?.file;
  if (!file?.endsWith('.js')) continue;
  const body = readFileSync(`dist/${file}`);
  const size = gzipSync(body).length;
  total += size;
  raw += body.length;
  // What the server sends a browser that accepts brotli: the build's precompressed copy.
  brotli += existsSync(`dist/${file}.br`) ? readFileSync(`dist/${file}.br`).length : body.length;
  rows.push([file, size]);
}
for (const [file, size] of rows.sort((a, b) => b[1] - a[1]))
  console.log(`${(size / 1024).toFixed(1).padStart(7)} kB  ${file}`);
const kb = total / 1024;
console.log(`index route initial JavaScript: ${kb.toFixed(1)} kB gzip (budget ${BUDGET_KB} kB)`);
console.log(`over the wire: ${(brotli / 1024).toFixed(1)} kB with brotli, ${(raw / 1024).toFixed(1)} kB uncompressed`);
const widget = (await build({ ...widgetBuildOptions, write: false })).outputFiles?.[0]?.contents ?? new Uint8Array();
const widgetKb = gzipSync(widget).length / 1024;
console.log(`jobs widget script: ${widgetKb.toFixed(1)} kB gzip (budget ${WIDGET_BUDGET_KB} kB)`);
if (kb > BUDGET_KB || widgetKb > WIDGET_BUDGET_KB) process.exit(1);
