// Default bounds for every value a request can carry, added by the bundle step so that no field of
// the contract goes unbounded, now or when one is added. A schema reached from a request body or a
// parameter (following $refs into components) gets, where it states none:
//   string   maxLength 500: even in 4-byte characters (2,000 bytes) it fits a PostgreSQL btree
//            index entry (at most 2,704 bytes), so a defaulted string can go into any indexed column
//   integer  minimum -2147483648, maximum 2147483647: PostgreSQL's `integer`, the common column
//   number   ±9007199254740991 (2^53 - 1): beyond it a double no longer holds whole numbers exactly
//   array    maxItems 100: one request's list stays far below PostgreSQL's 65,535 bind parameters
// An enum or const is bounded already and left alone. Wider values (a job description, a bigint)
// say so in the contract with their own maxLength / maximum. docs/contract.md lists these defaults.
import type { Json, JsonObject } from './json.ts';

export const DEFAULT_BOUNDS = {
  maxLength: 500,
  integer: { minimum: -2147483648, maximum: 2147483647 },
  number: { minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER },
  maxItems: 100,
} as const;

const isObject = (v: Json | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Keywords whose value is a schema, or a list or map of schemas. */
// Not `not`, `if` or `contains`: a bound there would widen or redirect what the schema accepts.
const ONE = ['items', 'additionalProperties', 'unevaluatedProperties', 'then', 'else'];
const LIST = ['allOf', 'oneOf', 'anyOf', 'prefixItems'];
const MAP = ['properties', 'patternProperties', '$defs'];

function bound(schema: JsonObject): void {
  if (schema.enum !== undefined || schema.const !== undefined) return;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('string')) schema.maxLength ??= DEFAULT_BOUNDS.maxLength;
  if (types.includes('array')) schema.maxItems ??= DEFAULT_BOUNDS.maxItems;
  const numeric = types.includes('number')
    ? DEFAULT_BOUNDS.number
    : types.includes('integer')
      ? DEFAULT_BOUNDS.integer
      : null;
  if (numeric) {
    if (schema.minimum === undefined && schema.exclusiveMinimum === undefined) schema.minimum = numeric.minimum;
    if (schema.maximum === undefined && schema.exclusiveMaximum === undefined) schema.maximum = numeric.maximum;
  }
}

/** Calls `fn` once on every schema a request of `doc` can reach: parameters, bodies and their refs. */
export function forEachInputSchema(doc: JsonObject, fn: (schema: JsonObject) => void): void {
  const components = ((doc.components as JsonObject | undefined)?.schemas ?? {}) as JsonObject;
  const seen = new Set<Json>();
  const visit = (node: Json | undefined): void => {
    if (!isObject(node) || seen.has(node)) return;
    seen.add(node);
    if (typeof node.$ref === 'string') visit(components[node.$ref.replace('#/components/schemas/', '')]);
    fn(node);
    for (const k of ONE) visit(node[k]);
    for (const k of LIST) if (Array.isArray(node[k])) (node[k] as Json[]).forEach(visit);
    for (const k of MAP) if (isObject(node[k])) Object.values(node[k] as JsonObject).forEach(visit);
  };
  for (const item of Object.values((doc.paths ?? {}) as JsonObject))
    for (const op of Object.values(item as JsonObject)) {
      if (!isObject(op)) continue;
      for (const p of Array.isArray(op.parameters) ? op.parameters : []) if (isObject(p)) visit(p.schema);
      const content = isObject(op.requestBody) ? (op.requestBody.content as JsonObject | undefined) : undefined;
      for (const media of Object.values(content ?? {})) if (isObject(media)) visit(media.schema);
    }
}

/** Adds the default bounds, in place, to every schema a request of `doc` can reach. */
export function addInputBounds(doc: JsonObject): void {
  forEachInputSchema(doc, bound);
}
