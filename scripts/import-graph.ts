// The project's import graph, read from the sources (TypeScript's own pre-processor: every
// `import`, `import type`, `export … from` and dynamic `import()` with a literal), each specifier
// resolved to a file of the project: relative paths and the `@/`, `@generated/`, `@shared/` and
// `@fixtures/` aliases of tsconfig.json; packages are left out. `cycles` finds the strongly
// connected groups of files (Tarjan): every group of more than one file, or a file importing
// itself, is an import cycle. A type-only import counts: it puts a type on the wrong side.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export type ImportGraph = Map<string, string[]>;

const ROOT = resolve(import.meta.dirname, '..');
const ALIASES: Record<string, string> = {
  '@/': 'src/',
  '@generated/': 'generated/',
  '@shared/': 'shared/',
  '@fixtures/': 'fixtures/',
};
const SKIP = new Set(['node_modules', 'dist', 'dist-server', 'dist-fixtures', '.tmp', 'results']);

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name) || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** The file a specifier names, or null for a package. */
function resolveSpecifier(from: string, specifier: string): string | null {
  let base: string | null = null;
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else
    for (const [alias, target] of Object.entries(ALIASES))
      if (specifier.startsWith(alias)) base = join(ROOT, target, specifier.slice(alias.length));
  if (!base) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  if (/\.js$/.test(base)) candidates.push(base.replace(/\.js$/, '.ts'));
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

/** The graph of the project files under `folders` (paths relative to the repository). */
export function importGraph(folders: string[]): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const folder of folders)
    for (const file of sourceFiles(join(ROOT, folder))) {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = new Set<string>();
      for (const { fileName } of importedFiles) {
        const target = resolveSpecifier(file, fileName);
        if (target) targets.add(relative(ROOT, target));
      }
      graph.set(relative(ROOT, file), [...targets]);
    }
  return graph;
}

/** Every import cycle: groups of files that reach each other, each sorted, largest first. */
export function cycles(graph: ImportGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    for (;;) {
      const w = stack.pop();
      if (w === undefined) break;
      onStack.delete(w);
      group.push(w);
      if (w === v) break;
    }
    if (group.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found.sort((a, b) => b.length - a.length || (a[0] ?? '').localeCompare(b[0] ?? ''));
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const folders = process.argv.slice(2).length ? process.argv.slice(2) : ['server', 'codegen', 'shared', 'src'];
  const graph = importGraph(folders);
  const found = cycles(graph);
  console.log(`${graph.size} files in ${folders.join(', ')}: ${found.length} import cycles`);
  for (const group of found) console.log(`  ${group.join(' ↔ ')}`);
}
