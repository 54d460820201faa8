// The server's shape in numbers (issue #44), measured the same way before and after each step:
// import cycles, arrows between server folders (how many, how many of them inside a knot of
// folders that import each other round, how many from the base up into a domain), production
// files outside repositories and the base that build SQL, hand-written tenant filters, handler
// maps outside their domain's folder, and contract tags whose name differs between the layers
// (but for the layers NO_HOME_REASONS excuses, printed with their reason).
// `npx tsx scripts/server-structure.ts` prints them; `--layers` adds the domains layer by layer,
// `--json` is for a machine.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { cycles, importGraph, type ImportGraph } from './import-graph.ts';
import { TENANT_TABLES } from '../server/db/tenant-tables.ts';

const ROOT = resolve(import.meta.dirname, '..');

/**
 * Folders every domain may use and that use no domain: the failures (errors), envelope, context and guard (http),
 * the database, logging, rate limits, the queue, mail transport, the clock, the realtime hub, the
 * tenant's resolution and plan flags (tenancy), the places of the world held in memory (master), the credential primitives (credentials: tokens,
 * passwords, one-time codes), and the translator of the server's texts (i18n; which language a
 * reader gets is the board's choice, board-settings/languages.ts).
 */
export const BASE_FOLDERS = new Set([
  'errors',
  'http',
  'db',
  'log',
  'rate-limit',
  'jobs-queue',
  'mail',
  'time',
  'realtime',
  'tenancy',
  'credentials',
  'i18n',
  'master',
]);

/** A file that is test scaffolding rather than production code. */
export function isTestFile(path: string): boolean {
  return (
    /\.test\.tsx?$/.test(path) ||
    /(^|\/)(test|test-support|fixtures|probes|fuzz)(\/|\.ts$|-)/.test(path) ||
    /test-support\.ts$/.test(path) ||
    /(^|\/)judged-set\//.test(path)
  );
}

/** The server folder of a file under server/, or null for a file at the server's root. */
export function folderOf(path: string): string | null {
  const parts = path.split('/');
  return parts[0] === 'server' && parts.length > 2 ? (parts[1] ?? null) : null;
}

export type FolderArrows = Map<string, Set<string>>;

/** The arrows between server folders of production files. */
export function folderArrows(graph: ImportGraph): FolderArrows {
  const arrows: FolderArrows = new Map();
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    if (!from || isTestFile(file)) continue;
    for (const target of targets) {
      const to = folderOf(target);
      if (!to || to === from) continue;
      if (!arrows.has(from)) arrows.set(from, new Set());
      arrows.get(from)?.add(to);
    }
  }
  return arrows;
}

export type StructureReport = {
  importCycles: number;
  folderArrows: number;
  mutualFolderPairs: number;
  largestFolderKnot: number;
  arrowsInsideKnots: number;
  baseToDomainArrows: string[];
  /**
   * Arrows against the layering: between folders of one knot (where no order of the folders has
   * every arrow pointing down) plus those from the base up into a domain. 0 means the folders stand
   * in layers, each importing only the layers below it (`layers`).
   */
  upwardArrows: number;
  /** Each domain's layer: 1 for one that uses only the base, else one more than the highest it uses. */
  layers: Record<string, number>;
  /** Domains imported from another folder other than through their index.ts, with the count. */
  deepImports: Record<string, number>;
  sqlOutsideRepositories: string[];
  handWrittenTenantFilters: number;
  rawTenantStatements: number;
  /** Handles named as crossing every board on purpose (`acrossTenants`, server/db/tenant-scope.ts). */
  acrossTenantHandles: number;
  filesUsingTenantScope: number;
  filesWithTenantFilters: number;
  handlerMapsOutsideDomains: string[];
  /** Tags missing a layer without a reason in NO_HOME_REASONS. */
  tagsWithoutOneName: { tag: string; missing: string[] }[];
  /** Tags missing a layer on purpose, with the reasons. */
  tagsWithReasons: { tag: string; missing: string[]; reasons: string[] }[];
};

/** The three layers a contract tag's name should have a home in. */
export type Layer = 'server' | 'web' | 'e2e';

/**
 * Layers a contract tag deliberately has no home of its own in, and why: where its work lives
 * instead, or what is still to do. Printed beside the tag; the count (held at 0 by
 * server-structure.test.ts) is of the layers missing without a reason here. An entry goes when its
 * layer gets its home.
 */
export const NO_HOME_REASONS: Record<string, Partial<Record<Layer, string>>> = {
  'master-data': {
    web: 'no screen of its own: the lists are read by shared form parts (src/lib/places, the custom form widgets) and by the screens that pick from them',
    e2e: 'no journey of its own: every journey that picks a country, city or category goes through it',
  },
  'board-settings': {
    web: 'no screen of its own: the app shell reads them at start (src/lib/tenancy, src/components/layout); the console writes them under the admin tag',
    e2e: 'no journey of its own: every journey reads them; white-label and localization check what they change',
  },
  companies: {
    e2e: 'browsing companies is a step of public.spec.ts, the employer editing their profile of employer.spec.ts',
  },
  seo: {
    web: 'no screen: the server writes the heads into the page (server/seo); the sitemap screen is src/features/sitemap',
    e2e: 'the heads are checked by the journeys of the pages they belong to (job-posting, journal, server-rendering)',
  },
  'contact-us': {
    e2e: 'the form is sent in admin-contact-messages.spec.ts, which follows the message into the console',
  },
  forms: {
    web: 'custom forms are shared components (src/components/custom-form, src/components/user-form) of registration, applying and posting',
    e2e: 'custom-forms-posting.spec.ts and custom-forms-registration.spec.ts',
  },
  files: {
    web: 'uploads are shared components (src/components/resume-upload, the image and attachment uploads of the screens using them)',
    e2e: 'uploads are steps of the journeys that need them (applying, candidate-profile, employer, chat ...)',
  },
  'job-import': {
    e2e: 'no journey yet: the API tests of server/job-import and the feature tests of src/features/job-import cover it',
  },
  redirects: {
    web: 'no screen: the not-found page asks for the redirect of a path it cannot route (src/features/status-pages); the console edits them under the admin tag',
    e2e: 'admin-redirects.spec.ts follows a rule from the console to the visitor',
  },
  consent: {
    web: 'the banner and preferences are shared components (src/components/consent) shown on every page',
  },
};

function contractTags(): string[] {
  const yaml = readFileSync(join(ROOT, 'contract/openapi.yaml'), 'utf8');
  return [...yaml.matchAll(/^ {2}- name: ([\w-]+)/gm)].map((m) => m[1] ?? '').filter(Boolean);
}

/**
 * A file that builds a statement: a query builder's start (on any handle, typed or not: a handle
 * handed in as `Db` imports nothing from Kysely, so an import is no sign) or the `sql` tag and its
 * helpers. Until December 3 the scan also required an import from 'kysely', which missed the files
 * that build statements on a handle typed elsewhere (75 counted, 149 build SQL).
 */
export const BUILDS_SQL =
  /\.selectFrom\(|\.insertInto\(|\.updateTable\(|\.deleteFrom\(|\bsql(?:<[^>]*>)?`|\bsql\.(?:ref|raw|join|lit|id|table|val)\(/;

/**
 * A statement on a tenant table started from a raw handle (`db`, `trx`, `s.db`, ...) rather than
 * from the tenant's scope: whatever it filters by, the scope did not put the tenant in.
 */
const RAW_TENANT_STATEMENT = new RegExp(
  `(?:\\b(?:db|trx|tx|executor|handle)|\\.db)\\s*\\.(?:selectFrom|updateTable|deleteFrom|insertInto)\\(\\s*'(?:${TENANT_TABLES.join('|')})(?: as \\w+)?'`,
  'g',
);

function isRepository(path: string): boolean {
  return /(^|[/-])repo\.ts$/.test(path) || /-repo\//.test(path) || /\/repos?\//.test(path);
}

export function measure(): StructureReport {
  const graph = importGraph(['server', 'codegen', 'shared', 'src']);
  const serverFiles = [...graph.keys()].filter((f) => f.startsWith('server/'));
  const arrows = folderArrows(graph);
  const folderGraph: ImportGraph = new Map([...arrows].map(([from, to]) => [from, [...to]]));
  for (const to of [...arrows.values()].flatMap((s) => [...s])) if (!folderGraph.has(to)) folderGraph.set(to, []);
  const knots = cycles(folderGraph);
  const inKnot = new Map<string, number>();
  knots.forEach((group, i) => group.forEach((folder) => inKnot.set(folder, i)));
  let total = 0;
  let insideKnots = 0;
  let mutual = 0;
  const baseUp: string[] = [];
  for (const [from, tos] of arrows)
    for (const to of tos) {
      total++;
      if (inKnot.has(from) && inKnot.get(from) === inKnot.get(to)) insideKnots++;
      if (arrows.get(to)?.has(from) && from < to) mutual++;
      if (BASE_FOLDERS.has(from) && !BASE_FOLDERS.has(to)) baseUp.push(`${from} → ${to}`);
    }
  const layers: Record<string, number> = {};
  const layerOf = (folder: string, seen = new Set<string>()): number => {
    if (BASE_FOLDERS.has(folder)) return 0;
    if (layers[folder] !== undefined) return layers[folder];
    if (seen.has(folder)) return 0; // inside a knot: no layer (counted by upwardArrows)
    seen.add(folder);
    const below = [...(arrows.get(folder) ?? [])].map((to) => layerOf(to, seen));
    return (layers[folder] = 1 + Math.max(0, ...below));
  };
  for (const folder of folderGraph.keys()) layerOf(folder);
  const production = serverFiles.filter((f) => !isTestFile(f));
  const deepImports: Record<string, number> = {};
  for (const file of production)
    for (const target of graph.get(file) ?? []) {
      const to = folderOf(target);
      if (!to || to === folderOf(file) || BASE_FOLDERS.has(to) || target === `server/${to}/index.ts`) continue;
      deepImports[to] = (deepImports[to] ?? 0) + 1;
    }
  const sqlOutside: string[] = [];
  let filters = 0;
  let filterFiles = 0;
  let scoped = 0;
  let raw = 0;
  let across = 0;
  for (const file of production) {
    const source = readFileSync(join(ROOT, file), 'utf8');
    const folder = folderOf(file);
    const buildsSql = BUILDS_SQL.test(source);
    if (buildsSql && !isRepository(file) && !(folder && BASE_FOLDERS.has(folder)) && !file.includes('/migrations/'))
      sqlOutside.push(file);
    if (file.includes('/migrations/')) continue;
    if (/\bscopedTo\(/.test(source) && !file.startsWith('server/db/')) scoped++;
    const found =
      (source.match(/\.where\(\s*'(?:[\w.]+\.)?client_id'/g)?.length ?? 0) +
      (source.match(/client_id\s*=\s*\$\{/g)?.length ?? 0) +
      (source.match(/\.on(?:Ref)?\(\s*'(?:[\w.]+\.)?client_id'/g)?.length ?? 0) +
      // Through an expression builder: eb('j.client_id', '=', …), w('client_id', 'is', null).
      (source.match(/\b\w+\(\s*'(?:[\w.]+\.)?client_id',\s*'(?:=|is)'/g)?.length ?? 0);
    filters += found;
    raw += source.match(RAW_TENANT_STATEMENT)?.length ?? 0;
    across += source.match(/\bacrossTenants\(/g)?.length ?? 0;
    if (found) filterFiles++;
  }
  const homes = (tag: string): [Layer, string][] => [
    ['server', `server/${tag}/`],
    ['web', `src/features/${tag}/`],
    ['e2e', `e2e/${tag}.spec.ts`],
  ];
  const tags = contractTags().map((tag) => {
    const missing = homes(tag).filter(([, path]) => !existsSync(join(ROOT, path)));
    const reasons = NO_HOME_REASONS[tag] ?? {};
    return {
      tag,
      missing: missing.filter(([layer]) => !reasons[layer]).map(([, path]) => path),
      excused: missing
        .filter(([layer]) => reasons[layer])
        .map(([layer, path]) => ({ path, reason: reasons[layer] ?? '' })),
    };
  });
  return {
    importCycles: cycles(graph).length,
    folderArrows: total,
    mutualFolderPairs: mutual,
    largestFolderKnot: knots[0]?.length ?? 0,
    arrowsInsideKnots: insideKnots,
    baseToDomainArrows: baseUp.sort(),
    upwardArrows: insideKnots + baseUp.length,
    layers: Object.fromEntries(Object.entries(layers).sort(([a, x], [b, y]) => x - y || a.localeCompare(b))),
    deepImports,
    sqlOutsideRepositories: sqlOutside.sort(),
    handWrittenTenantFilters: filters,
    rawTenantStatements: raw,
    acrossTenantHandles: across,
    filesWithTenantFilters: filterFiles,
    filesUsingTenantScope: scoped,
    handlerMapsOutsideDomains: existsSync(join(ROOT, 'server/handlers'))
      ? readdirSync(join(ROOT, 'server/handlers')).map((f) => `server/handlers/${f}`)
      : [],
    tagsWithoutOneName: tags.filter((t) => t.missing.length > 0).map(({ tag, missing }) => ({ tag, missing })),
    tagsWithReasons: tags
      .filter((t) => t.excused.length > 0)
      .map(({ tag, excused }) => ({
        tag,
        missing: excused.map((e) => e.path),
        reasons: excused.map((e) => `no ${e.path}: ${e.reason}`),
      })),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const report = measure();
  if (process.argv.includes('--json')) console.log(JSON.stringify(report, null, 2));
  else {
    console.log(`import cycles                         ${report.importCycles}`);
    console.log(`arrows between server folders         ${report.folderArrows}`);
    console.log(`  folder pairs importing each other   ${report.mutualFolderPairs}`);
    console.log(`  largest knot of folders             ${report.largestFolderKnot}`);
    console.log(`  arrows inside knots                 ${report.arrowsInsideKnots}`);
    console.log(`  base → domain arrows                ${report.baseToDomainArrows.length}`);
    for (const a of report.baseToDomainArrows) console.log(`    ${a}`);
    console.log(`  arrows against the layers           ${report.upwardArrows}`);
    const deep = Object.values(report.deepImports).reduce((a, b) => a + b, 0);
    console.log(`imports into a domain past its index.ts  ${deep}`);
    console.log(`files building SQL outside repositories and the base  ${report.sqlOutsideRepositories.length}`);
    console.log(
      `hand-written tenant filters           ${report.handWrittenTenantFilters} in ${report.filesWithTenantFilters} files`,
    );
    console.log(`statements on tenant tables from a raw handle  ${report.rawTenantStatements}`);
    console.log(`handles across every board, named so         ${report.acrossTenantHandles}`);
    console.log(`files reaching tenant rows through scopedTo  ${report.filesUsingTenantScope}`);
    console.log(`handler maps outside their domain     ${report.handlerMapsOutsideDomains.length}`);
    console.log(`tags without one name in every layer  ${report.tagsWithoutOneName.length}`);
    for (const t of report.tagsWithoutOneName) console.log(`    ${t.tag}: no ${t.missing.join(', ')}`);
    console.log(`  tags missing a layer on purpose       ${report.tagsWithReasons.length}`);
    for (const t of report.tagsWithReasons) for (const r of t.reasons) console.log(`    ${t.tag}: ${r}`);
    if (process.argv.includes('--layers')) {
      console.log(`layers (0 is the base: ${[...BASE_FOLDERS].join(', ')})`);
      const byLayer = new Map<number, string[]>();
      for (const [folder, layer] of Object.entries(report.layers))
        byLayer.set(layer, [...(byLayer.get(layer) ?? []), folder]);
      for (const [layer, folders] of [...byLayer].sort(([a], [b]) => b - a))
        console.log(`  ${layer}: ${folders.join(', ')}`);
    }
  }
}
