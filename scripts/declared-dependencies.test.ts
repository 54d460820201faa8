// Every package package.json declares is used: named by the code (imported, or read by path), or
// by a tool's own configuration or command (the few listed below, each with where). A package left behind after
// the code that needed it went away is refused here, so an installation carries only what it runs.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageOf } from './package-of.ts';

const ROOT = new URL('..', import.meta.url).pathname;
const SOURCE_DIRS = ['server', 'src', 'shared', 'scripts', 'codegen', 'e2e', 'bench', 'fixtures'];
const SOURCE_FILES = /\.(ts|tsx|js|cjs|mjs)$/;
const ROOT_FILES = [
  'vite.config.ts',
  'vitest.config.ts',
  'playwright.config.ts',
  'orval.config.ts',
  'eslint.config.js',
  'postcss.config.cjs',
  'lingui.config.ts',
];

/** Used with no import of their own, and where. */
const USED_WITHOUT_IMPORT: Record<string, string> = {
  eslint: 'npm run lint',
  prettier: 'npm run format',
  typescript: 'typescript-eslint and openapi-typescript run on its API',
  'typescript-native': 'npm run typecheck (TypeScript 7)',
  oxlint: 'npm run lint:promises (the type-aware promise rules)',
  'oxlint-tsgolint': "oxlint --type-aware's type checker (npm run lint:promises)",
  tsx: 'npm start and every script',
  jsdom: "the web tests' environment (vitest.config.ts)",
  postcss: "postcss-preset-mantine's peer; vite's CSS pass runs the project's postcss.config.cjs",
  'react-is': "recharts' peer",
  '@lingui/cli': 'npm run i18n:extract (the message catalogues, docs/localization.md)',
  '@rjsf/validator-ajv8': "@rjsf/core's peer: its built library imports it (the build fails without it)",
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name.startsWith('.')) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : SOURCE_FILES.test(name) ? [path] : [];
  });
}

/**
 * Every package named in a quoted module path: imports and requires, and files read from a package
 * by path (`require.resolve('pkg/package.json')`, the resume PDF's fonts in `@fontsource/inter/files/`).
 */
function usedPackages(): Set<string> {
  const files = [...SOURCE_DIRS.flatMap((d) => sourceFiles(join(ROOT, d))), ...ROOT_FILES.map((f) => join(ROOT, f))];
  const used = new Set<string>();
  const quoted = /['"`]((?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*)(?:\/[^'"`\s]*)?['"`]/g;
  for (const file of files)
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(quoted)) {
      const name = specifier && packageOf(specifier);
      if (name) used.add(name);
    }
  return used;
}

describe('declared dependencies', () => {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const used = usedPackages();
  const typesFor = (name: string) => name.replace(/^@types\//, '').replace(/^(.+)__(.+)$/, '@$1/$2');

  it('are each imported, or used by a tool as listed', () => {
    const declared = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)];
    const unused = declared.filter((name) =>
      name.startsWith('@types/')
        ? !used.has(typesFor(name)) && name !== '@types/node'
        : !used.has(name) && !(name in USED_WITHOUT_IMPORT),
    );
    expect(unused).toEqual([]);
  });
});
