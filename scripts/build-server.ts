// The server's production build: server/ compiled by esbuild into dist-server/ (ES modules, one
// file per entry plus shared chunks, packages left to node_modules), so production runs plain
// `node dist-server/main.js` with no TypeScript loader. Then the check that makes `npm ci
// --omit=dev` safe: the packages the built server and the server render of the public pages
// (dist/server/, from `vite build`) import are exactly package.json's dependencies (docs/deploy.md).
//
// Why esbuild and not tsc: the sources import each other with `.ts` extensions and through the
// tsconfig aliases (@generated/), which esbuild resolves as tsx does at development time, and it
// bundles the 800-odd modules into a few files that load in a fraction of the time.
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { build, type Metafile, type Plugin } from 'esbuild';
import { packageOf } from './package-of.ts';
import { runtimePackageProblems } from './runtime-packages.ts';
import { widgetBuildOptions } from '../server/jobs-widget/script-build.ts';
import { readUiCatalogues } from './ui-catalogues.ts';
import { readServerCatalogues } from './server-catalogues.ts';
import { readAnswerCatalogues } from './answer-catalogues.ts';

// SERVER_OUT_DIR: another folder, so two builds of one checkout (parallel work) never clobber each other.
const OUT = process.env.SERVER_OUT_DIR ?? 'dist-server';
// DIST_DIR: the web build that goes with it (a build into another folder, as SERVER_OUT_DIR).
const SSR_ENTRY = `${process.env.DIST_DIR ?? 'dist'}/server/entry-server.js`;

/** Bundled into the server, not installed: Lingui's runtime and its message compiler with their own packages. */
const BUNDLED_PACKAGES = /^(@lingui\/|@messageformat\/|moo$)/;
/** The tsconfig's aliases, which esbuild resolves to our own folders. */
const ALIASES = /^(@\/|@generated\/|@fixtures\/|@shared\/)/;

/** esbuild's `packages: 'external'`, less the packages named. */
function externalPackagesBut(bundled: RegExp): Plugin {
  return {
    name: 'external-packages-but',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) =>
        ALIASES.test(args.path) || bundled.test(args.path) ? undefined : { path: args.path, external: true },
      );
    },
  };
}

const started = Date.now();
rmSync(OUT, { recursive: true, force: true });
// The embeddable jobs widget's script, carried inside the server (server/jobs-widget/script-source.ts).
const widgetJs = (await build({ ...widgetBuildOptions, write: false })).outputFiles?.[0]?.text ?? '';
const result = await build({
  entryPoints: {
    main: 'server/main.ts',
    // The resume parser's thread (server/resumes/parser/worker-pool.ts starts it by this name).
    'resume-parser-worker': 'server/resumes/parser/worker.ts',
  },
  outdir: OUT,
  // Chunks beside the entries: the worker pool finds the worker relative to its own chunk.
  entryNames: '[name]',
  chunkNames: '[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  // Packages stay in node_modules, but for Lingui's runtime and message compiler (the mails' texts,
  // server/i18n/): build-time packages, as in the web app's bundles (docs/localization.md).
  plugins: [externalPackagesBut(BUNDLED_PACKAGES)],
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
  // The contract travels inside the bundle (server/http/contract-document.ts).
  define: {
    __CONTRACT_JSON__: JSON.stringify(readFileSync('generated/openapi.json', 'utf8')),
    __JOBS_WIDGET_JS__: JSON.stringify(widgetJs),
    // And the web app's message catalogues, for the translations call (server/board-settings/translations/catalogues.ts).
    __UI_CATALOGUES__: JSON.stringify(JSON.stringify(await readUiCatalogues())),
    // And its own, for the mails (server/i18n/catalogues.ts).
    __SERVER_CATALOGUES__: JSON.stringify(JSON.stringify(await readServerCatalogues())),
    // And its answers' messages (server/http/answer-messages.ts).
    __ANSWER_MESSAGES__: JSON.stringify(JSON.stringify(await readAnswerCatalogues())),
  },
});

/** The packages a build's output imports (node's own modules aside). */
function importedPackages(meta: Metafile): Set<string> {
  const builtins = new Set(builtinModules);
  const names = new Set<string>();
  for (const output of Object.values(meta.outputs))
    for (const imported of output.imports)
      if (imported.external) {
        const name = packageOf(imported.path);
        if (name && !imported.path.startsWith('node:') && !builtins.has(name)) names.add(name);
      }
  return names;
}

const imported = importedPackages(result.metafile);
if (existsSync(SSR_ENTRY)) {
  // What the server render imports at run time: its entry analysed as esbuild sees it, written nowhere.
  const ssr = await build({
    entryPoints: [SSR_ENTRY],
    bundle: true,
    write: false,
    outdir: '.tmp/ssr-imports',
    format: 'esm',
    platform: 'node',
    packages: 'external',
    metafile: true,
    logLevel: 'silent',
  });
  for (const name of importedPackages(ssr.metafile)) imported.add(name);
} else {
  console.error(`${SSR_ENTRY} is missing: run \`vite build\` before the server's build.`);
  process.exit(1);
}

const problems = runtimePackageProblems(imported, JSON.parse(readFileSync('package.json', 'utf8')) as object);
if (problems.length) {
  console.error(`The production install would not match what the built server imports:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
const kb = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0) / 1024;
const mainKb = statSync(`${OUT}/main.js`).size / 1024;
console.log(
  `server built into ${OUT}/ in ${((Date.now() - started) / 1000).toFixed(1)} s: ${Math.round(kb)} KB (entry ${Math.round(mainKb)} KB), ${imported.size} runtime packages`,
);
