// The product manifest: contract/manifest.json (routes, tabs, navigation, page-builder blocks,
// custom-form field types, plan feature flags, business constants), validated against
// contract/manifest.schema.json plus the cross-checks a schema cannot express, and turned into
// generated/manifest.ts. Validation returns every problem at once; emission is deterministic
// (same manifest, same bytes).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { createAjv2020 } from '../shared/ajv-2020.ts';
import type { Json, JsonObject } from './bundle.ts';

// ---------------------------------------------------------------------------------------------
// Types of the manifest (they mirror contract/manifest.schema.json)
// ---------------------------------------------------------------------------------------------

export const AUDIENCES = ['public', 'candidate', 'employer', 'guest-only', 'server'] as const;
export const AREAS = ['public', 'candidate', 'employer'] as const;
export const TAG_MANAGERS = ['onboarding', 'main'] as const;
export const PLAN_TIERS = ['trial', 'lite', 'plus', 'premium'] as const;
export const FIELD_DISPLAYS = ['text', 'date', 'boolean', 'phone', 'url', 'file', 'list'] as const;
export const FIELD_JSON_TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array'] as const;
export const APPLICATION_STATUSES = ['APPLIED', 'SHORTLIST', 'IN_INTERVIEW', 'HIRED', 'REJECTED'] as const;

export type Audience = (typeof AUDIENCES)[number];
export type Area = (typeof AREAS)[number];
export type TagManager = (typeof TAG_MANAGERS)[number];
export type PlanTier = (typeof PLAN_TIERS)[number];
export type FieldDisplay = (typeof FIELD_DISPLAYS)[number];
export type FieldJsonType = (typeof FIELD_JSON_TYPES)[number];
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export type NavRole = 'employer' | 'candidate';

export interface ManifestRoute {
  path: string;
  audience: Audience;
  area: Area;
  navKey: string | null;
  title: string;
  chatSocket: boolean;
  tagManager: TagManager;
}

export interface ManifestTab {
  key: string;
  index: number;
  label: string;
}
export interface EmployerAccountTab extends ManifestTab {
  route: string;
}
export interface ResponsesTab extends ManifestTab {
  status: ApplicationStatus | null;
}
export interface ManifestTabs {
  employerAccount: EmployerAccountTab[];
  candidateProfile: ManifestTab[];
  responses: ResponsesTab[];
}

export interface ManifestNavItem {
  key: string;
  label: string;
  route: string;
}
export type ManifestNav = Record<NavRole, ManifestNavItem[]>;

export interface ManifestBlock {
  type: string;
  label: string;
  description: string;
  /** A JSON Schema (draft 2020-12) of the block's settings. */
  settingsSchema: JsonObject;
  defaultSettings: JsonObject;
}

export interface ManifestFieldType {
  type: string;
  label: string;
  jsonType: FieldJsonType;
  widget: string;
  display: FieldDisplay;
  format: string | null;
}

export interface ManifestFeatureFlag {
  key: string;
  label: string;
  description: string;
  tiers: PlanTier[];
  alwaysAllowed: boolean;
  alwaysAllowedReason?: string;
}

export interface ManifestConstants {
  toast: {
    successMs: number;
    otherMs: number;
    position: string;
    minWidthPx: number;
    radiusPx: number;
    defaultType: string;
  };
  modal: { maxWidth: string; zIndex: number; closeOnClickOutside: boolean };
  pagination: {
    defaultPage: number;
    defaultLimit: number;
    alternateLimit: number;
    pageSizes: number[];
    defaultTotal: number;
  };
  tokenRefreshMs: number;
  timeConstantMs: number;
  locale: { default: string; supported: string[] };
  staleTimes: { shortMs: number; mediumMs: number; longMs: number; weekMs: number };
  query: { refetchOnWindowFocus: boolean; retry: number };
  upload: { maxBytes: number; imageAndDocumentTypes: string[]; resumeTypes: string[] };
  documentPreview: { video: string[]; pdf: string[]; word: string[]; image: string[] };
  lengthBound: { min: number; max: number };
  sentinels: { unlimited: string; all: string; allJobType: string; allCategory: string; allLocation: string };
  expandingTextThresholdPx: number;
  debounceMs: number;
  reviewCountCap: number;
  reviewCountCapLabel: string;
  truncation: { default: number; middle: number; url: number; fileName: number };
  emptyValue: string;
  amount: { decimals: number; missing: string };
  numberInputBlockedKeys: string[];
  profileCompletionWeights: {
    basicDetails: number;
    personalDetails: number;
    industryDetails: number;
    certificates: number;
    education: number;
    experience: number;
    projects: number;
  };
  numberCompaction: { thousand: { value: number; suffix: string }; million: { value: number; suffix: string } };
  currency: { defaultCode: string; inr: { locale: string; decimals: number }; symbols: Record<string, string> };
  dateFormats: { date: string; dateTime: string; month: string };
  relativeDays: { today: string; yesterday: string; weekdayWithinDays: number };
  jobSortDefault: string;
  workplaceTypeDefault: string;
  jobHeadingWord: string;
  otpLength: number;
  otpTtlMs: number;
  otpMaxTries: number;
  messages: { genericError: string; wrongUrl: string; jobAlertExists: string; redirectJobIdMissing: string };
  newAdminTier: string;
}

export interface Manifest {
  $schema?: string;
  routes: ManifestRoute[];
  tabs: ManifestTabs;
  nav: ManifestNav;
  blocks: ManifestBlock[];
  fieldTypes: ManifestFieldType[];
  featureFlags: ManifestFeatureFlag[];
  constants: ManifestConstants;
}

// ---------------------------------------------------------------------------------------------
// Validation
// ---------------------------------------------------------------------------------------------

const SCHEMA_FILE = 'manifest.schema.json';
const MANIFEST_FILE = 'manifest.json';

function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function newAjv(): Ajv2020 {
  return createAjv2020({ strict: true, strictTypes: false, strictTuples: false, strictRequired: false });
}

const validators = new Map<string, ValidateFunction>();

/** The compiled manifest schema of a contract directory (compiled once per directory). */
function manifestValidator(dir: string): ValidateFunction {
  let fn = validators.get(dir);
  if (!fn) {
    const schema = JSON.parse(readFileSync(join(dir, SCHEMA_FILE), 'utf8')) as JsonObject;
    fn = newAjv().compile(schema);
    validators.set(dir, fn);
  }
  return fn;
}

function formatAjvError(e: ErrorObject, prefix = ''): string {
  const at = `${prefix}${e.instancePath}` || '/';
  const params = e.params as Record<string, unknown>;
  let detail = '';
  if (e.keyword === 'additionalProperties') detail = `: ${String(params.additionalProperty)}`;
  else if (e.keyword === 'enum' && Array.isArray(params.allowedValues))
    detail = `: ${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
  return `${at} ${e.message ?? 'is invalid'}${detail}`;
}

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const v of values) (seen.has(v) ? dup : seen).add(v);
  return [...dup];
}

/** The area a route belongs to, by the manifest's rule (see the schema's description of `area`). */
export function areaOf(path: string, audience: Audience): Area {
  if (path.startsWith('/jobsseekers/') || audience === 'candidate') return 'candidate';
  if (path === '/employer' || path.startsWith('/employer/')) return 'employer';
  return 'public';
}

/**
 * Checks a block's settings schema beyond compiling: every property is described and every
 * object is closed. Conditions (allOf, anyOf, if/then) only add constraints and are not walked.
 */
function checkSettingsSchema(node: JsonObject, at: string, problems: string[]): void {
  if (node.type === 'object' && node.additionalProperties !== false)
    problems.push(`${at} must set additionalProperties: false`);
  if (isObject(node.properties))
    for (const [name, prop] of Object.entries(node.properties)) {
      if (!isObject(prop)) continue;
      if (typeof prop.description !== 'string' || !prop.description)
        problems.push(`${at}/properties/${name} has no description`);
      checkSettingsSchema(prop, `${at}/properties/${name}`, problems);
    }
  if (isObject(node.items)) checkSettingsSchema(node.items, `${at}/items`, problems);
}

function semanticProblems(m: Manifest): string[] {
  const problems: string[] = [];

  // routes
  const paths = m.routes.map((r) => r.path);
  for (const d of duplicates(paths)) problems.push(`/routes: path ${d} is listed more than once`);
  const pathSet = new Set(paths);
  const navKeysOf: Record<NavRole, Set<string>> = {
    employer: new Set(m.nav.employer.map((n) => n.key)),
    candidate: new Set(m.nav.candidate.map((n) => n.key)),
  };
  m.routes.forEach((r, i) => {
    const expected = areaOf(r.path, r.audience);
    if (r.area !== expected) problems.push(`/routes/${i} (${r.path}): area is ${r.area}, the rule gives ${expected}`);
    const role: NavRole = r.area === 'employer' ? 'employer' : 'candidate';
    if (r.navKey !== null && !navKeysOf[role].has(r.navKey))
      problems.push(`/routes/${i} (${r.path}): navKey ${r.navKey} is not a key of nav.${role}`);
    if (r.audience === 'server' && (r.chatSocket || r.navKey !== null))
      problems.push(`/routes/${i} (${r.path}): a server route has no chat socket and no navKey`);
  });

  // tabs
  for (const [name, list] of Object.entries(m.tabs) as Array<[string, ManifestTab[]]>) {
    for (const d of duplicates(list.map((t) => t.key))) problems.push(`/tabs/${name}: key ${d} is used more than once`);
    list.forEach((t, i) => {
      if (t.index !== i) problems.push(`/tabs/${name}/${i} (${t.key}): index is ${t.index}, its position is ${i}`);
    });
  }
  m.tabs.employerAccount.forEach((t, i) => {
    if (!pathSet.has(t.route))
      problems.push(`/tabs/employerAccount/${i} (${t.key}): route ${t.route} is not a manifest route`);
  });
  const statuses = m.tabs.responses.map((t) => t.status);
  if (statuses.filter((s) => s === null).length !== 1)
    problems.push('/tabs/responses: exactly one tab (all) has status null');
  for (const s of APPLICATION_STATUSES)
    if (!statuses.includes(s)) problems.push(`/tabs/responses: no tab for status ${s}`);
  for (const d of duplicates(statuses.filter((s): s is ApplicationStatus => s !== null)))
    problems.push(`/tabs/responses: status ${d} has more than one tab`);

  // nav
  for (const role of ['employer', 'candidate'] as const) {
    for (const d of duplicates(m.nav[role].map((n) => n.key)))
      problems.push(`/nav/${role}: key ${d} is used more than once`);
    m.nav[role].forEach((n, i) => {
      if (!pathSet.has(n.route))
        problems.push(`/nav/${role}/${i} (${n.key}): route ${n.route} is not a manifest route`);
    });
  }

  // blocks
  for (const d of duplicates(m.blocks.map((b) => b.type))) problems.push(`/blocks: type ${d} is listed more than once`);
  const settingsAjv = newAjv();
  m.blocks.forEach((b, i) => {
    const at = `/blocks/${i}/settingsSchema`;
    let validate: ValidateFunction;
    try {
      validate = settingsAjv.compile(b.settingsSchema);
    } catch (e) {
      problems.push(`${at} (${b.type}) does not compile: ${(e as Error).message}`);
      return;
    }
    checkSettingsSchema(b.settingsSchema, at, problems);
    try {
      schemaToTsType(b.settingsSchema, '');
    } catch (e) {
      problems.push(`${at} (${b.type}): ${(e as Error).message}`);
    }
    if (!validate(b.defaultSettings))
      for (const e of validate.errors ?? []) problems.push(formatAjvError(e, `/blocks/${i}/defaultSettings`));
  });

  // field types
  for (const d of duplicates(m.fieldTypes.map((f) => f.type)))
    problems.push(`/fieldTypes: type ${d} is listed more than once`);
  m.fieldTypes.forEach((f, i) => {
    if (f.format !== null && f.jsonType !== 'string')
      problems.push(`/fieldTypes/${i} (${f.type}): a format needs jsonType string`);
    if (f.display === 'boolean' && f.jsonType !== 'boolean')
      problems.push(`/fieldTypes/${i} (${f.type}): display boolean needs jsonType boolean`);
    if (f.display === 'list' && f.jsonType !== 'array')
      problems.push(`/fieldTypes/${i} (${f.type}): display list needs jsonType array`);
  });

  // feature flags
  for (const d of duplicates(m.featureFlags.map((f) => f.key)))
    problems.push(`/featureFlags: key ${d} is listed more than once`);
  const def = m.featureFlags.find((f) => f.key === 'default');
  if (!def) problems.push('/featureFlags: the `default` flag is missing');
  m.featureFlags.forEach((f, i) => {
    const at = `/featureFlags/${i} (${f.key})`;
    const has = (t: PlanTier) => f.tiers.includes(t);
    if (f.key === 'default' && !f.alwaysAllowed) problems.push(`${at}: \`default\` is always allowed`);
    if (f.alwaysAllowed !== (f.alwaysAllowedReason !== undefined))
      problems.push(`${at}: alwaysAllowedReason is given exactly when alwaysAllowed is true`);
    if (f.alwaysAllowed && !PLAN_TIERS.every(has)) problems.push(`${at}: an always-allowed flag is in every tier`);
    if (!has('premium')) problems.push(`${at}: premium includes every flag`);
    if (has('lite') && !has('plus')) problems.push(`${at}: a flag in lite is also in plus`);
    if (has('plus') && !has('premium')) problems.push(`${at}: a flag in plus is also in premium`);
  });

  // constants
  const c = m.constants;
  const weights = Object.values(c.profileCompletionWeights).reduce((a, b) => a + b, 0);
  if (weights !== 100) problems.push(`/constants/profileCompletionWeights add up to ${weights}, not 100`);
  if (c.lengthBound.min > c.lengthBound.max) problems.push('/constants/lengthBound: min is above max');
  for (const k of ['defaultLimit', 'alternateLimit'] as const)
    if (!c.pagination.pageSizes.includes(c.pagination[k]))
      problems.push(`/constants/pagination/${k} is not one of pageSizes`);
  if (!c.locale.supported.includes(c.locale.default))
    problems.push('/constants/locale: the default locale is not supported');
  if (!(c.currency.defaultCode in c.currency.symbols)) problems.push('/constants/currency: defaultCode has no symbol');
  if (!c.upload.resumeTypes.every((t) => c.upload.imageAndDocumentTypes.includes(t)))
    problems.push('/constants/upload: resumeTypes must be a subset of imageAndDocumentTypes');
  return problems;
}

/**
 * Every problem of a manifest object: schema violations first; when the shape is sound, the
 * cross-checks (unique keys, tab indexes, routes that exist, block settings schemas that compile
 * and whose defaults validate, flag tiering, weights adding up to 100 ...). Empty when sound.
 */
export function validateManifest(obj: unknown, dir = 'contract'): string[] {
  const validate = manifestValidator(dir);
  if (!validate(obj)) return (validate.errors ?? []).map((e) => formatAjvError(e));
  return semanticProblems(obj as Manifest);
}

/** Reads, validates and returns contract/manifest.json; throws listing every problem. */
export function loadManifest(dir = 'contract'): Manifest {
  const file = join(dir, MANIFEST_FILE);
  let obj: unknown;
  try {
    obj = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`${file}: cannot be read as JSON: ${(e as Error).message}`);
  }
  const problems = validateManifest(obj, dir);
  if (problems.length)
    throw new Error(`${file} is invalid (${problems.length} problems):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return obj as Manifest;
}

function readListFile(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
}

/**
 * The lines of routes.txt (`AUDIENCE PATH`) that the manifest lacks or lists with another
 * audience, each followed by what is wrong; then the manifest routes routes.txt does not have.
 * Empty when both agree.
 */
export function checkRoutesAgainstSpec(manifest: Manifest, routesTxtPath: string): string[] {
  const problems: string[] = [];
  const byPath = new Map(manifest.routes.map((r) => [r.path, r]));
  const listed = new Set<string>();
  for (const line of readListFile(routesTxtPath)) {
    const [audience = '', path = ''] = line.split(/\s+/);
    listed.add(path);
    const route = byPath.get(path);
    if (!route) problems.push(`${audience} ${path}: missing from the manifest`);
    else if (route.audience !== audience)
      problems.push(`${audience} ${path}: the manifest says audience ${route.audience}`);
  }
  for (const r of manifest.routes)
    if (!listed.has(r.path)) problems.push(`${r.audience} ${r.path}: in the manifest but not in routes.txt`);
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Emission of generated/manifest.ts
// ---------------------------------------------------------------------------------------------

export const GENERATED_HEADER = '// Generated by npm run codegen from contract/manifest.json. Do not edit.';
const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const INLINE_WIDTH = 120;

function str(s: string): string {
  const body = s.replace(/\\/g, '\\\\').replace(/'/g, "\\'");
  let escaped = '';
  for (const ch of body) {
    const code = ch.charCodeAt(0);
    escaped += code < 0x20 || code === 0x2028 || code === 0x2029 ? `\\u${code.toString(16).padStart(4, '0')}` : ch;
  }
  return `'${escaped}'`;
}

function key(k: string): string {
  return IDENT.test(k) ? k : str(k);
}

/** A TypeScript literal of a JSON value, indented by 2 spaces per level. */
function lit(value: Json, indent: string): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'number') return String(value);
  if (typeof value === 'string') return str(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const flat = value.every((v) => v === null || typeof v !== 'object');
    const one = `[${value.map((v) => lit(v, inner)).join(', ')}]`;
    if (flat && one.length + indent.length <= INLINE_WIDTH) return one;
    return `[\n${value.map((v) => `${inner}${lit(v, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${inner}${key(k)}: ${lit(v, inner)},`).join('\n')}\n${indent}}`;
}

function union(name: string, members: readonly string[], doc: string): string {
  const lits = members.map(str);
  const one = `export type ${name} = ${lits.join(' | ') || 'never'};`;
  const body = one.length <= INLINE_WIDTH ? one : `export type ${name} =\n${lits.map((l) => `  | ${l}`).join('\n')};`;
  return `/** ${doc} */\n${body}`;
}

/** The TypeScript type of a value of a (block settings) JSON Schema; throws on what it cannot express. */
export function schemaToTsType(schema: JsonObject, indent: string): string {
  if (Array.isArray(schema.enum))
    return schema.enum.map((v) => (typeof v === 'string' ? str(v) : JSON.stringify(v))).join(' | ');
  if (schema.const !== undefined)
    return typeof schema.const === 'string' ? str(schema.const) : JSON.stringify(schema.const);
  switch (schema.type) {
    case 'string':
      return 'string';
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array': {
      if (!isObject(schema.items)) throw new Error('an array schema needs an items schema');
      const item = schemaToTsType(schema.items, indent);
      return /^[\w']+$/.test(item) ? `readonly ${item}[]` : `ReadonlyArray<${item}>`;
    }
    case 'object': {
      const props = isObject(schema.properties) ? Object.entries(schema.properties) : [];
      if (props.length === 0) return 'Record<string, never>';
      const required = new Set(Array.isArray(schema.required) ? schema.required : []);
      const inner = `${indent}  `;
      const lines = props.map(([name, p]) => {
        if (!isObject(p)) throw new Error(`property ${name} is not a schema`);
        const doc =
          typeof p.description === 'string' ? `${inner}/** ${p.description.replace(/\*\//g, '*\\/')} */\n` : '';
        return `${doc}${inner}${key(name)}${required.has(name) ? '' : '?'}: ${schemaToTsType(p, inner)};`;
      });
      return `{\n${lines.join('\n')}\n${indent}}`;
    }
    default:
      throw new Error(`cannot express type ${JSON.stringify(schema.type ?? null)} in TypeScript`);
  }
}

function constName(camel: string): string {
  return camel.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
}

function pascal(s: string): string {
  return s.replace(/(^|[-_])([a-z0-9])/g, (_, _sep: string, ch: string) => ch.toUpperCase());
}

function routePattern(path: string): string {
  const body = path
    .split('/')
    .map((seg) => (/^\{[^}]+\}$/.test(seg) ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')))
    .join('\\/');
  return `/^${body}$/`;
}

/**
 * The route table again, as rows for the first page's script: `routes` repeats seven keys a route
 * (17 kB minified, 2.5 kB gzip in the entry chunk, which the route guard needs on every page),
 * while a row holds each value once and the enumerations as indexes into their lists. `routes`
 * stays for the server and the tests; the browser's callers go through `routeInfoOf` and
 * `matchRoute`, which read the rows, so the bundler leaves `routes` out of the browser's script.
 */
function routeRows(list: readonly ManifestRoute[], navKeys: ReadonlyArray<string | null>): string {
  const lists: Array<[name: string, type: string, values: ReadonlyArray<string | null>]> = [
    ['AUDIENCE_ORDER', 'Audience', AUDIENCES],
    ['AREA_ORDER', 'Area', AREAS],
    ['NAV_KEY_ORDER', 'NavKey | null', navKeys],
    ['TAG_MANAGER_ORDER', 'TagManager', TAG_MANAGERS],
  ];
  const indexes = (values: readonly unknown[]) => values.map((_, i) => i).join(' | ');
  const row = (r: ManifestRoute) =>
    `  [${[
      str(r.path),
      AUDIENCES.indexOf(r.audience),
      AREAS.indexOf(r.area),
      navKeys.indexOf(r.navKey),
      str(r.title),
      r.chatSocket ? 1 : 0,
      TAG_MANAGERS.indexOf(r.tagManager),
    ].join(', ')}],`;
  return [
    lists
      .map(
        ([name, type, values]) =>
          `const ${name} = [${values.map((v) => (v === null ? 'null' : str(v))).join(', ')}] as const satisfies ReadonlyArray<${type}>;`,
      )
      .join('\n'),
    [
      '/** A route as a row: its enumerations are indexes into the lists above, chatSocket 0 or 1. */',
      'type RouteRow = readonly [',
      '  path: RoutePath,',
      `  audience: ${indexes(AUDIENCES)},`,
      `  area: ${indexes(AREAS)},`,
      `  navKey: ${indexes(navKeys)},`,
      '  title: string,',
      '  chatSocket: 0 | 1,',
      `  tagManager: ${indexes(TAG_MANAGERS)},`,
      '];',
    ].join('\n'),
    [
      "// The table of `routes` as rows: the first page's script carries these instead of the objects.",
      'const routeRows: readonly RouteRow[] = [',
      ...list.map(row),
      '];',
    ].join('\n'),
    [
      'let routeObjects: Map<string, RouteInfo> | null = null;',
      '',
      '/** The rows as `RouteInfo` objects, keyed by path; made once, when first asked. */',
      'function routeTable(): Map<string, RouteInfo> {',
      '  routeObjects ??= new Map(',
      '    routeRows.map(([path, audience, area, navKey, title, chatSocket, tagManager]) => [',
      '      path,',
      '      {',
      '        path,',
      '        audience: AUDIENCE_ORDER[audience],',
      '        area: AREA_ORDER[area],',
      '        navKey: NAV_KEY_ORDER[navKey],',
      '        title,',
      '        chatSocket: chatSocket === 1,',
      '        tagManager: TAG_MANAGER_ORDER[tagManager],',
      '      },',
      '    ]),',
      '  );',
      '  return routeObjects;',
      '}',
    ].join('\n'),
    [
      '/** The route of a path of the table (what `routes[path]` holds), from the rows. */',
      'export function routeInfoOf(path: RoutePath): RouteInfo {',
      '  const info = routeTable().get(path);',
      '  if (!info) throw new Error(`no route ${path}`);',
      '  return info;',
      '}',
    ].join('\n'),
  ].join('\n\n');
}

/**
 * The business constants: each group (an object of them) as an export of its own, then `constants`
 * holding every group and the single values. A bundler keeps or drops a whole declaration, never a
 * property, so a module of the first page's script that reads one group imports it by its own name
 * (`paginationConstants`) and the page does not carry all the others (1.4 kB gzip).
 */
function constantGroups(all: JsonObject, part: (name: string) => void, push: (...lines: string[]) => void): void {
  const groupName = (k: string) => `${k}Constants`;
  let first = true;
  // Each group a part of its own (constants-<group>.ts): a bundler places a module in one chunk
  // whole, with every export any chunk uses, so groups sharing a module would ride together again.
  for (const [k, v] of Object.entries(all)) {
    if (!isObject(v)) continue;
    part(`constants-${k.replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`)}`);
    if (first) push(section('Business constants'));
    first = false;
    push(`/** Business constants: ${k}. */\nexport const ${groupName(k)} = ${lit(v, '')} as const;`);
  }
  part('constants');
  push(
    [
      '/** Business constants and limits. */',
      'export const constants = {',
      ...Object.entries(all).map(([k, v]) => `  ${key(k)}: ${isObject(v) ? groupName(k) : lit(v, '  ')},`),
      '} as const;',
    ].join('\n'),
  );
}

function section(title: string): string {
  return `// ${'-'.repeat(93)}\n// ${title}\n// ${'-'.repeat(93)}`;
}

/** The manifest's source in parts: where each part starts in the lines (see emitManifestFiles). */
type Emitted = { out: string[]; marks: Array<readonly [name: string, start: number]> };

/** The source of the whole manifest as one module. Deterministic: it depends only on the manifest. */
export function emitManifestTs(manifest: Manifest): string {
  return `${emit(manifest).out.join('\n').trimEnd()}\n`;
}

/**
 * generated/manifest.ts and its parts (generated/manifest-parts/<part>.ts), keyed by path under
 * generated/. The bundler places a module in one chunk whole, with every export any chunk uses;
 * as one module, the manifest's page-builder blocks, form field types, feature flags and tabs rode
 * in the first page's script because the route guard needs the route table (3.3 kB gzip,
 * docs/public-pages-speed.md). As parts, each lands only where it is used. manifest.ts re-exports
 * them all, so importers are unchanged; a part imports the types it names from the part that
 * declares them. The only values shared between parts are the constant groups, each a part of its
 * own that `constants` imports (constantGroups()).
 */
export function emitManifestFiles(manifest: Manifest): Record<string, string> {
  const { out, marks } = emit(manifest);
  const parts = marks.map(([name, start], i) => ({ name, body: out.slice(start, marks[i + 1]?.[1] ?? out.length) }));
  const declaredIn = new Map<string, string>();
  const valueIn = new Map<string, string>();
  for (const { name, body } of parts) {
    for (const [, id] of body.join('\n').matchAll(/^export (?:type|interface) (\w+)/gm))
      if (id) declaredIn.set(id, name);
    for (const [, id] of body.join('\n').matchAll(/^export const (\w+Constants) /gm)) if (id) valueIn.set(id, name);
  }
  const files: Record<string, string> = {};
  for (const { name, body } of parts) {
    const text = body.join('\n').trimEnd();
    // Names in code only: a type named in a comment or a string is no import.
    const code = text.replace(/\/\*[\s\S]*?\*\/|\/\/.*|'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`[^`]*`/g, '');
    const uses = (declared: Map<string, string>) => {
      const needs = new Map<string, string[]>();
      for (const [id, from] of declared)
        if (from !== name && new RegExp(`\\b${id}\\b`).test(code)) needs.set(from, [...(needs.get(from) ?? []), id]);
      return [...needs].sort(([a], [b]) => a.localeCompare(b));
    };
    const imports = [
      ...uses(declaredIn).map(([from, ids]) => `import type { ${ids.sort().join(', ')} } from './${from}.ts';`),
      // The one value shared between parts: `constants` holds the groups of constantGroups().
      ...uses(valueIn).map(([from, ids]) => `import { ${ids.sort().join(', ')} } from './${from}.ts';`),
    ];
    files[`manifest-parts/${name}.ts`] = `${[GENERATED_HEADER, ...imports, '', text].join('\n')}\n`;
  }
  files['manifest.ts'] = `${[
    GENERATED_HEADER,
    '// Typed routes, tabs, navigation, page-builder blocks, custom-form field types, plan feature',
    '// flags and business constants of the product, from its parts. Edit contract/manifest.json instead.',
    ...parts.map(({ name }) => `export * from './manifest-parts/${name}.ts';`),
  ].join('\n')}\n`;
  return files;
}

function emit(manifest: Manifest): Emitted {
  const out: string[] = [];
  const marks: Emitted['marks'] = [];
  const push = (...parts: string[]) => out.push(...parts, '');
  const part = (name: string) => marks.push([name, out.length]);
  const m = manifest;
  const routeKeyed = Object.fromEntries(m.routes.map((r) => [r.path, r as unknown as Json]));

  push(
    GENERATED_HEADER,
    '// Typed routes, tabs, navigation, page-builder blocks, custom-form field types, plan feature\n' +
      '// flags and business constants of the product. Edit contract/manifest.json instead.',
  );

  part('unions');
  push(section('Shared unions'));
  push(union('Audience', AUDIENCES, 'Who may open a route.'));
  push(union('Area', AREAS, 'The part of the product a route belongs to (its layout and navigation).'));
  push(union('TagManager', TAG_MANAGERS, 'The tag-manager container a route uses.'));
  push(union('PlanTier', PLAN_TIERS, 'A subscription plan tier.'));
  push(union('ApplicationStatus', APPLICATION_STATUSES, 'An application status.'));

  push(section('Navigation'));
  const employerKeys = m.nav.employer.map((n) => n.key);
  const candidateKeys = m.nav.candidate.map((n) => n.key);
  push(union('EmployerNavKey', employerKeys, 'A key of the employer navigation.'));
  push(union('CandidateNavKey', candidateKeys, 'A key of the candidate navigation.'));
  push('/** A navigation key of either role. */\nexport type NavKey = EmployerNavKey | CandidateNavKey;');
  push(
    `/** The navigation keys of each role, in display order. */\nexport const navKeys = ${lit(
      { employer: employerKeys, candidate: candidateKeys },
      '',
    )} as const satisfies { employer: readonly EmployerNavKey[]; candidate: readonly CandidateNavKey[] };`,
  );

  part('routes');
  push(section('Routes'));
  push(
    union(
      'RoutePath',
      m.routes.map((r) => r.path),
      'Every route of the product, path parameters written {name}.',
    ),
  );
  push(
    [
      '/** One route of the product. */',
      'export interface RouteInfo {',
      '  readonly path: RoutePath;',
      '  readonly audience: Audience;',
      '  readonly area: Area;',
      '  /** The navigation item highlighted on this route (employer nav in the employer area, candidate nav otherwise). */',
      '  readonly navKey: NavKey | null;',
      '  /** The page title for the browser tab. */',
      '  readonly title: string;',
      '  /** Whether the real-time chat connection is opened on this route. */',
      '  readonly chatSocket: boolean;',
      '  readonly tagManager: TagManager;',
      '}',
    ].join('\n'),
  );
  push(
    `/** The route table, keyed by path. */\nexport const routes = ${lit(routeKeyed, '')} as const satisfies Record<RoutePath, RouteInfo>;`,
  );
  push(
    `/** Every route path, in manifest order. */\nexport const routePaths = ${lit(
      m.routes.map((r) => r.path),
      '',
    )} as const satisfies readonly RoutePath[];`,
  );
  push(
    `/** The routes on which the real-time chat connection is opened. */\nexport const chatSocketPaths = ${lit(
      m.routes.filter((r) => r.chatSocket).map((r) => r.path),
      '',
    )} as const satisfies readonly RoutePath[];`,
  );
  push(routeRows(m.routes, [null, ...new Set([...employerKeys, ...candidateKeys])]));
  const patterns = m.routes.filter((r) => r.path.includes('{'));
  push(
    [
      `const routePatterns: ReadonlyArray<readonly [RegExp, RoutePath]> = [`,
      ...patterns.map((r) => `  [${routePattern(r.path)}, ${str(r.path)}],`),
      '];',
    ].join('\n'),
  );
  push(
    [
      '/** The route a concrete pathname (no query, no hash) belongs to, or null when it is no route of the product. */',
      'export function matchRoute(pathname: string): RoutePath | null {',
      "  const clean = pathname.length > 1 ? pathname.replace(/\\/+$/, '') : pathname;",
      '  if (routeTable().has(clean)) return clean as RoutePath;',
      '  for (const [pattern, path] of routePatterns) if (pattern.test(clean)) return path;',
      '  return null;',
      '}',
    ].join('\n'),
  );

  part('tabs');
  push(section('Tabs'));
  const tabSets: Array<[keyof ManifestTabs, string]> = [
    ['employerAccount', 'employer account'],
    ['candidateProfile', 'candidate profile'],
    ['responses', 'responses / applicants'],
  ];
  for (const [name, doc] of tabSets) {
    const list: ManifestTab[] = m.tabs[name];
    const constId = `${constName(name)}_TAB`;
    push(
      `/** The index of each ${doc} tab. */\nexport const ${constId} = ${lit(Object.fromEntries(list.map((t) => [t.key, t.index])), '')} as const;`,
    );
    push(`/** A key of the ${doc} tabs. */\nexport type ${pascal(name)}TabKey = keyof typeof ${constId};`);
  }
  push(
    [
      '/** One tab; its index is its position. */',
      'export interface TabInfo<K extends string = string> {',
      '  readonly key: K;',
      '  readonly index: number;',
      '  readonly label: string;',
      '}',
    ].join('\n'),
  );
  push(
    `/** The tab sets, each in index order. */\nexport const tabs = ${lit(m.tabs as unknown as Json, '')} as const satisfies {\n` +
      '  employerAccount: ReadonlyArray<TabInfo<EmployerAccountTabKey> & { readonly route: RoutePath }>;\n' +
      '  candidateProfile: ReadonlyArray<TabInfo<CandidateProfileTabKey>>;\n' +
      '  responses: ReadonlyArray<TabInfo<ResponsesTabKey> & { readonly status: ApplicationStatus | null }>;\n' +
      '};',
  );

  part('nav');
  push(section('Navigation items'));
  push(
    [
      '/** One navigation item. */',
      'export interface NavItem<K extends NavKey = NavKey> {',
      '  readonly key: K;',
      '  readonly label: string;',
      '  readonly route: RoutePath;',
      '}',
    ].join('\n'),
  );
  push(
    `/** The navigation of each role, in display order. */\nexport const nav = ${lit(
      m.nav as unknown as Json,
      '',
    )} as const satisfies { employer: readonly NavItem<EmployerNavKey>[]; candidate: readonly NavItem<CandidateNavKey>[] };`,
  );

  part('blocks');
  push(section('Page-builder blocks'));
  push(
    union(
      'BlockType',
      m.blocks.map((b) => b.type),
      'A page-builder block type.',
    ),
  );
  push(
    `/** Every block type, in picker order. */\nexport const blockTypes = ${lit(
      m.blocks.map((b) => b.type),
      '',
    )} as const satisfies readonly BlockType[];`,
  );
  push(
    [
      '/** The settings of each block type (from its settingsSchema). */',
      'export interface BlockSettingsMap {',
      ...m.blocks.map((b) => `  ${key(b.type)}: ${schemaToTsType(b.settingsSchema, '  ')};`),
      '}',
    ].join('\n'),
  );
  push(
    '/** The settings of a block type. */\nexport type BlockSettings<T extends BlockType = BlockType> = BlockSettingsMap[T];',
  );
  push(
    [
      '/** One page-builder block type. */',
      'export interface BlockInfo<T extends BlockType = BlockType> {',
      '  readonly type: T;',
      '  readonly label: string;',
      '  /** What the block shows, for the block picker. */',
      '  readonly description: string;',
      '  /** The JSON Schema (draft 2020-12) of its settings. */',
      "  readonly settingsSchema: { readonly type: 'object'; readonly [keyword: string]: unknown };",
      '  /** The settings a newly added block starts with. */',
      '  readonly defaultSettings: BlockSettingsMap[T];',
      '}',
    ].join('\n'),
  );
  push(
    `/** The block types with their settings JSON Schema and the settings a new block starts with. */\nexport const blocks = ${lit(
      Object.fromEntries(m.blocks.map((b) => [b.type, b as unknown as Json])),
      '',
    )} as const satisfies { [T in BlockType]: BlockInfo<T> };`,
  );

  part('field-types');
  push(section('Custom-form field types'));
  push(
    union(
      'FieldType',
      m.fieldTypes.map((f) => f.type),
      'A custom-form field type code.',
    ),
  );
  push(union('FieldDisplay', FIELD_DISPLAYS, 'How a saved custom-form value is shown.'));
  push(union('FieldJsonType', FIELD_JSON_TYPES, 'The JSON Schema type of a custom-form value.'));
  push(
    [
      '/** One custom-form field type. */',
      'export interface FieldTypeInfo {',
      '  readonly type: FieldType;',
      '  readonly label: string;',
      '  readonly jsonType: FieldJsonType;',
      '  /** The UI widget that edits it. */',
      '  readonly widget: string;',
      '  readonly display: FieldDisplay;',
      '  /** The JSON Schema format of the value, or null. */',
      '  readonly format: string | null;',
      '}',
    ].join('\n'),
  );
  push(
    `/** The custom-form field types, keyed by type. */\nexport const fieldTypes = ${lit(
      Object.fromEntries(m.fieldTypes.map((f) => [f.type, f as unknown as Json])),
      '',
    )} as const satisfies Record<FieldType, FieldTypeInfo>;`,
  );

  part('feature-flags');
  push(section('Plan feature flags'));
  push(
    union(
      'FeatureFlagKey',
      m.featureFlags.map((f) => f.key),
      'A plan feature flag key (x-feature in the contract).',
    ),
  );
  push(
    [
      '/** One plan feature flag. */',
      'export interface FeatureFlagInfo {',
      '  readonly key: FeatureFlagKey;',
      '  readonly label: string;',
      '  /** What the flag gates. */',
      '  readonly description: string;',
      '  /** The plan tiers that include it. */',
      '  readonly tiers: readonly PlanTier[];',
      '  /** Allowed whatever the plan: `default`, and what the law requires (alwaysAllowedReason says which). */',
      '  readonly alwaysAllowed: boolean;',
      '  /** Why an always-allowed flag cannot be sold. */',
      '  readonly alwaysAllowedReason?: string;',
      '}',
    ].join('\n'),
  );
  push(
    `/** Every flag key, in manifest order. */\nexport const featureFlagKeys = ${lit(
      m.featureFlags.map((f) => f.key),
      '',
    )} as const satisfies readonly FeatureFlagKey[];`,
  );
  push(
    `/** The plan feature flags, keyed by key. */\nexport const featureFlags = ${lit(
      Object.fromEntries(m.featureFlags.map((f) => [f.key, f as unknown as Json])),
      '',
    )} as const satisfies Record<FeatureFlagKey, FeatureFlagInfo>;`,
  );

  constantGroups(m.constants as unknown as JsonObject, part, push);

  return { out, marks };
}

/** generated/manifest.ts of a contract directory: load, validate, emit. */
export function generateManifestTs(dir = 'contract'): string {
  return emitManifestTs(loadManifest(dir));
}
