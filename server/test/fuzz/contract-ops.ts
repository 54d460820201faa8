// The contract's operations as the fuzz test needs them: method, path template, who may call,
// parameters and request body with their schemas, read from the bundled generated/openapi.json.
import { readFileSync } from 'node:fs';

export type Schema = { [key: string]: unknown };

type Parameter = { name: string; in: string; required?: boolean; schema?: Schema };
type Media = { schema?: Schema; example?: unknown };
type OperationDoc = {
  operationId?: string;
  security?: unknown[];
  'x-roles'?: string[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, Media> };
};

export type FuzzParam = { name: string; required: boolean; schema: Schema };

export type FuzzOperation = {
  id: string;
  method: string;
  /** The path as the contract writes it, with `{name}` placeholders. */
  template: string;
  secured: boolean;
  roles: string[];
  pathParams: FuzzParam[];
  queryParams: FuzzParam[];
  body?: {
    required: boolean;
    mediaTypes: string[];
    schema: Schema;
    example: unknown;
    multipart: boolean;
  };
};

const doc = JSON.parse(readFileSync(new URL('../../../generated/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, OperationDoc>>;
  components: { schemas: Record<string, Schema> };
};

const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The schema itself, or the component its `$ref` names (one level at a time, as often as needed). */
export function deref(schema: Schema): Schema {
  let s = schema;
  for (let i = 0; i < 20 && typeof s.$ref === 'string'; i++) {
    const name = s.$ref.replace('#/components/schemas/', '');
    const target = doc.components.schemas[name];
    if (!target) throw new Error(`unresolved ${s.$ref}`);
    s = target;
  }
  return s;
}

/** The types a schema names (`type: [string, 'null']` → both). */
export function typesOf(schema: Schema): string[] {
  const s = deref(schema);
  if (Array.isArray(s.type)) return s.type.filter((t): t is string => typeof t === 'string');
  return typeof s.type === 'string' ? [s.type] : [];
}

/** Every property an object schema may carry, across allOf, oneOf, anyOf and if/then branches. */
export function propertiesOf(schema: Schema): Map<string, Schema> {
  const out = new Map<string, Schema>();
  const visit = (node: Schema, depth: number) => {
    if (depth > 8) return;
    const s = deref(node);
    if (isSchema(s.properties))
      for (const [k, v] of Object.entries(s.properties)) if (isSchema(v) && !out.has(k)) out.set(k, v);
    for (const key of ['allOf', 'oneOf', 'anyOf'])
      for (const branch of Array.isArray(s[key]) ? (s[key] as unknown[]) : [])
        if (isSchema(branch)) visit(branch, depth + 1);
    for (const key of ['if', 'then', 'else']) if (isSchema(s[key])) visit(s[key], depth + 1);
  };
  visit(schema, 0);
  return out;
}

/** The schema of a value inside `schema` at `path` (property names and array indexes), if known. */
export function schemaAt(schema: Schema, path: readonly (string | number)[]): Schema | undefined {
  let s: Schema | undefined = schema;
  for (const step of path) {
    if (!s) return undefined;
    const d: Schema = deref(s);
    if (typeof step === 'number') {
      const items = isSchema(d.items) ? d.items : undefined;
      const branch = [d.anyOf, d.oneOf]
        .flatMap((b) => (Array.isArray(b) ? b : []))
        .map((b) => (isSchema(b) ? deref(b) : undefined))
        .find((b) => b && isSchema(b.items));
      s = items ?? (branch?.items as Schema | undefined);
    } else s = propertiesOf(d).get(step);
  }
  return s;
}

export function contractOperations(): FuzzOperation[] {
  const out: FuzzOperation[] = [];
  for (const [template, item] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(item)) {
      if (!op.operationId) continue;
      const params = (op.parameters ?? []).map((p) => ({
        name: p.name,
        in: p.in,
        required: p.required === true,
        schema: p.schema ?? {},
      }));
      const content = op.requestBody?.content ?? {};
      const mediaTypes = Object.keys(content);
      const multipart = mediaTypes.includes('multipart/form-data');
      const media = content[multipart ? 'multipart/form-data' : 'application/json'];
      out.push({
        id: op.operationId,
        method: method.toUpperCase(),
        template,
        secured: Array.isArray(op.security) && op.security.length > 0,
        roles: op['x-roles'] ?? [],
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params.filter((p) => p.in === 'query'),
        ...(media?.schema && {
          body: {
            required: op.requestBody?.required === true,
            mediaTypes,
            schema: media.schema,
            example: media.example,
            multipart,
          },
        }),
      });
    }
  return out;
}
