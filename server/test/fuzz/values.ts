// The hostile values the fuzz test puts in a field, chosen by the field's schema. A value either
// goes into the JSON as is (`value`) or, when JSON.stringify cannot write it (1e400, nesting
// thousands deep), as raw JSON text (`raw`). `refused` marks a value the contract itself refuses
// (a NUL, a number past the field's bounds, a type the field does not take): the server must
// answer 400 naming the field, before any handler runs.
import { deref, typesOf, type Schema } from './contract-ops.ts';
import type { Rng } from './rng.ts';

export type Mutation = { label: string; value?: unknown; raw?: string; refused?: boolean };

/** The default string bound of the contract's bundle step when a string states none. */
const DEFAULT_MAX_LENGTH = 500;

/** Text that does not compress (so it reaches an index at its full size): mixed scripts and emoji. */
export function unicodeText(rng: Rng, length: number): string {
  const ranges: Array<[number, number]> = [
    [0x4e00, 0x9fff], // CJK
    [0x1f300, 0x1f5ff], // emoji, four bytes in UTF-8
    [0x0400, 0x04ff], // Cyrillic
    [0x0600, 0x06ff], // Arabic
    [0x10330, 0x1034f], // Gothic, four bytes
  ];
  let out = '';
  for (let i = 0; i < length; i++) {
    const [lo, hi] = rng.pick(ranges);
    out += String.fromCodePoint(lo + rng.int(hi - lo + 1));
  }
  return out;
}

/** JSON text nested `depth` levels deep, as an object or an array. */
export function deepJson(depth: number, kind: 'object' | 'array' = 'object'): string {
  return kind === 'object'
    ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
    : `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

const ODD_STRINGS: Mutation[] = [
  { label: 'bidi and zero-width', value: '\u202e\u200b\ufeffe\u0301 𝕏 ﷽' },
  { label: 'line separators', value: 'a\u2028b\u2029c\r\n\t' },
  { label: 'SQL', value: "' OR 1=1; drop table users; --" },
  { label: 'markup', value: '<script>alert(1)</script><img src=x onerror=alert(1)>' },
  { label: 'path traversal', value: '../../../../etc/passwd' },
  { label: 'escaped NUL text', value: '%00\\u0000' },
  { label: 'template', value: '${jndi:ldap://x}{{7*7}}' },
  { label: 'blank', value: '   ' },
  { label: 'empty', value: '' },
  { label: 'word null', value: 'null' },
  { label: 'numeric text', value: '-1e309' },
];

const DATE_STRINGS: Mutation[] = [
  { label: 'year 0', value: '0000-01-01' },
  { label: 'leap day of year 0', value: '0000-02-29' },
  { label: 'last day', value: '9999-12-31' },
  { label: 'leap second', value: '1998-12-31T23:59:60Z' },
  { label: 'year 0 instant', value: '0000-01-01T00:00:00Z' },
  { label: 'end of time', value: '9999-12-31T23:59:59.999999999999999Z' },
  { label: 'far offset', value: '0001-01-01T00:00:00+23:59' },
];

const NUMBERS: Array<[string, number]> = [
  ['1.5e301', 1.5e301],
  ['-1e308', -1e308],
  ['2^63', 2 ** 63],
  ['-2^63', -(2 ** 63)],
  ['2^53+2', 2 ** 53 + 2],
  ['2^31', 2 ** 31],
  ['-2^31-1', -(2 ** 31) - 1],
  ['denormal', 5e-324],
  ['-0', -0],
  ['half', 0.5],
  ['-1', -1],
  ['0', 0],
];

const RAW_NUMBERS: Array<[string, string]> = [
  ['1e400', '1e400'],
  ['-1e400', '-1e400'],
  ['400 digits', `1${'0'.repeat(400)}`],
];

const WRONG_TYPES: Array<[string, unknown]> = [
  ['null', null],
  ['true', true],
  ['object', { a: 1 }],
  ['array', ['a']],
  ['text', 'text'],
  ['number', 7],
];

function jsonType(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v;
}

/** Whether a schema with these types takes a value of JSON type `t`. */
function takes(types: string[], t: string, v: unknown): boolean {
  if (types.includes(t)) return true;
  return t === 'number' && types.includes('integer') && Number.isInteger(v);
}

function numberMutations(s: Schema): Mutation[] {
  const types = typesOf(s);
  const max = typeof s.maximum === 'number' ? s.maximum : undefined;
  const min = typeof s.minimum === 'number' ? s.minimum : undefined;
  const outside = (n: number) =>
    (max !== undefined && n > max) ||
    (min !== undefined && n < min) ||
    (types.includes('integer') && !types.includes('number') && !Number.isInteger(n));
  const bounded = max !== undefined && min !== undefined && !Array.isArray(s.enum);
  return [
    ...NUMBERS.map(([label, value]) => ({ label, value, refused: bounded && outside(value) })),
    ...RAW_NUMBERS.map(([label, raw]) => ({ label, raw, refused: true })),
    ...(max !== undefined ? [{ label: 'the maximum', value: max }] : []),
    ...(min !== undefined ? [{ label: 'the minimum', value: min }] : []),
  ];
}

function stringMutations(s: Schema): Mutation[] {
  const max = typeof s.maxLength === 'number' ? s.maxLength : DEFAULT_MAX_LENGTH;
  const out: Mutation[] = [
    { label: 'lone surrogate', value: 'a\ud83d', refused: true },
    { label: 'over-long', value: 'x'.repeat(max + 1), refused: typeof s.maxLength === 'number' },
    { label: 'huge', value: 'y'.repeat(200_000), refused: typeof s.maxLength === 'number' && s.maxLength < 200_000 },
    ...ODD_STRINGS,
  ];
  if (s.format === 'date' || s.format === 'date-time' || s.format === 'time') out.push(...DATE_STRINGS);
  return out;
}

/** The hostile value every field of its type gets: a NUL, 1.5e301, nesting 5000 deep. */
function coreMutation(types: string[]): Mutation {
  if (types.includes('number') || types.includes('integer'))
    return { label: '1.5e301', value: 1.5e301, refused: false };
  if (types.includes('object')) return { label: 'nested 5000 deep', raw: deepJson(5000), refused: true };
  if (types.includes('array')) return { label: 'array of NUL', value: ['\u0000'], refused: true };
  return { label: 'NUL', value: 'a\u0000b', refused: true };
}

/** The largest value the field takes: it passes validation and tests the column behind it. */
export function extremeMutation(schema: Schema | undefined, rng: Rng): Mutation | null {
  const s = schema ? deref(schema) : {};
  const types = typesOf(s);
  if (Array.isArray(s.enum) || s.const !== undefined) return null;
  if (types.includes('string') && !s.format && !s.pattern) {
    const max = typeof s.maxLength === 'number' ? s.maxLength : DEFAULT_MAX_LENGTH;
    return { label: 'longest allowed, unicode', value: unicodeText(rng, Math.min(max, 20_000)) };
  }
  if (types.includes('integer') || types.includes('number')) {
    const edge = rng.pick(['maximum', 'minimum'] as const);
    return typeof s[edge] === 'number' ? { label: `the ${edge}`, value: s[edge] } : null;
  }
  return null;
}

/**
 * The values one field gets: a type it does not take, the hostile value of its type, the largest
 * value it takes, and two more drawn by the seed.
 */
export function mutationsFor(schema: Schema | undefined, rng: Rng): Mutation[] {
  const s = schema ? deref(schema) : {};
  const types = typesOf(s);
  const known = types.length > 0 && !Array.isArray(s.enum) && s.const === undefined;
  const pool: Mutation[] = [];
  if (!types.length || types.includes('string')) pool.push(...stringMutations(s));
  if (types.includes('number') || types.includes('integer')) pool.push(...numberMutations(s));
  if (types.includes('object') || !types.length)
    pool.push(
      { label: 'NUL key', value: { 'a\u0000': 1 }, refused: true },
      { label: 'nested arrays 5000 deep', raw: deepJson(5000, 'array'), refused: true },
      { label: 'prototype key', raw: '{"__proto__":{"polluted":true}}' },
    );
  if (types.includes('array'))
    pool.push(
      { label: '20000 items', value: Array.from({ length: 20_000 }, () => 1) },
      { label: 'array of nulls', value: [null, null] },
    );
  const wrong = WRONG_TYPES.map(([label, value]) => ({
    label: `wrong type ${label}`,
    value,
    refused: known && !takes(types, jsonType(value), value),
  }));
  const refusedWrong = wrong.filter((m) => m.refused);
  const core = coreMutation(types);
  if (core.label === '1.5e301') core.refused = numberMutations(s).find((m) => m.label === '1.5e301')?.refused ?? false;
  const extreme = extremeMutation(s, rng);
  const picked = [
    rng.pick(refusedWrong.length ? refusedWrong : wrong),
    core,
    ...(extreme ? [extreme] : []),
    ...rng.sample([...pool, ...wrong], 2),
  ];
  return picked.filter((m, i) => picked.findIndex((o) => o.label === m.label) === i);
}

/** Hostile text for a path segment or a query value (already a string on the wire). */
export const HOSTILE_TEXT: Mutation[] = [
  { label: 'NUL', value: 'a\u0000b', refused: true },
  { label: 'not a uuid', value: 'not-a-uuid' },
  { label: 'nil uuid', value: '00000000-0000-0000-0000-000000000000' },
  { label: 'upper-case uuid', value: 'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF' },
  { label: '1.5e301', value: '1.5e301' },
  { label: '-1e308', value: '-1e308' },
  { label: '2^63', value: '9223372036854775808' },
  { label: 'Infinity', value: 'Infinity' },
  { label: 'NaN', value: 'NaN' },
  { label: 'long', value: 'z'.repeat(3000) },
  { label: 'emoji', value: '😀🇮🇳👩‍💻' },
  { label: 'dots', value: '..' },
  { label: 'SQL', value: "1' OR '1'='1" },
  { label: 'blank', value: ' ' },
  { label: '-1', value: '-1' },
];
