/**
 * Mantine's stylesheet in two parts (docs/public-pages-speed.md): src/styles/first-paint.css, the
 * components the server-rendered pages paint with, and src/styles/rest-of-mantine.css, every other
 * component. Read from the installed @mantine/core, so an upgrade that adds, removes or reorders a
 * component is caught by mantine-stylesheets.test.ts, and `npx tsx scripts/mantine-stylesheets.ts`
 * writes both files again: the first part keeps its components and gains what they render.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const core = join(root, 'node_modules/@mantine/core');
export const FIRST_PAINT = join(root, 'src/styles/first-paint.css');
export const REST = join(root, 'src/styles/rest-of-mantine.css');

const IMPORT = /@import '@mantine\/core\/styles\/([\w-]+)\.layer\.css';/g;

/** The names of the per-component sheets a stylesheet of ours imports, in its order. */
export function importsOf(css: string): string[] {
  return [...css.matchAll(IMPORT)].flatMap(([, name]) => (name ? [name] : []));
}

/**
 * Every per-component sheet (`styles/<name>.layer.css`), in the order Mantine's whole sheet holds
 * them: where its first class is in styles.layer.css, or its body for the base sheets (no class).
 */
export function mantineSheetOrder(): string[] {
  const whole = readFileSync(join(core, 'styles.layer.css'), 'utf8');
  const names = readdirSync(join(core, 'styles'))
    .filter((f) => f.endsWith('.layer.css'))
    .map((f) => f.slice(0, -'.layer.css'.length));
  const at = new Map<string, number>();
  for (const name of names) {
    const text = readFileSync(join(core, 'styles', `${name}.layer.css`), 'utf8');
    const cls = /\.(m_[0-9a-f]{8})\b/.exec(text);
    const probe = cls ? `.${cls[1]}` : text.replace(/^@layer mantine \{/, '').slice(0, 200);
    const index = whole.indexOf(probe);
    if (index < 0) throw new Error(`${name}.layer.css is not in styles.layer.css`);
    at.set(name, index);
  }
  return names.sort((a, b) => (at.get(a) ?? 0) - (at.get(b) ?? 0));
}

function modulesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modulesUnder(path);
    return entry.name.endsWith('.mjs') ? [path] : [];
  });
}

/** For each Mantine component, the other components its modules import (so render). */
export function mantineComponentDeps(): Map<string, Set<string>> {
  const base = join(core, 'esm/components');
  const deps = new Map<string, Set<string>>();
  for (const component of readdirSync(base)) {
    const used = new Set<string>();
    for (const file of modulesUnder(join(base, component))) {
      for (const [, name] of readFileSync(file, 'utf8').matchAll(/from ['"](?:\.\.\/)+([A-Za-z]+)\//g)) {
        if (name) used.add(name);
      }
    }
    used.delete(component);
    deps.set(component, used);
  }
  return deps;
}

/** The sheets closed under what their components render, in Mantine's order. */
export function closeUnderDeps(chosen: readonly string[], order: readonly string[]): string[] {
  const deps = mantineComponentDeps();
  const sheets = new Set(order);
  const closed = new Set(chosen);
  const queue = [...chosen];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    for (const dep of deps.get(name) ?? []) {
      if (sheets.has(dep) && !closed.has(dep)) {
        closed.add(dep);
        queue.push(dep);
      }
    }
  }
  return order.filter((name) => closed.has(name));
}

const importLine = (name: string) => `@import '@mantine/core/styles/${name}.layer.css';`;
const headerOf = (css: string) => css.slice(0, css.indexOf('@import'));

function rewrite(): void {
  const order = mantineSheetOrder();
  const firstCss = readFileSync(FIRST_PAINT, 'utf8');
  const first = closeUnderDeps(importsOf(firstCss), order);
  const rest = order.filter((name) => !first.includes(name));
  writeFileSync(FIRST_PAINT, `${headerOf(firstCss)}${first.map(importLine).join('\n')}\n`);
  writeFileSync(REST, `${headerOf(readFileSync(REST, 'utf8'))}${rest.map(importLine).join('\n')}\n`);
  console.log(`first paint: ${first.length} sheets; the rest: ${rest.length}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) rewrite();
