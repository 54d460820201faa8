// Rules the bundled contract must keep, and the check that every example matches its schema.
// Both return a list of problems (empty when the contract is sound) so that tests and the CLI
// can show all of them at once.
import type { ValidateFunction } from 'ajv';
import { createAjv2020 } from '../shared/ajv-2020.ts';
import { HTTP_METHODS, type Json, type JsonObject } from './bundle.ts';

export const KNOWN_FORMATS = [
  'date-time',
  'date',
  'time',
  'email',
  'uri',
  'uri-reference',
  'uuid',
  'hostname',
  'ipv4',
  'ipv6',
  'int32',
  'int64',
  'float',
  'double',
  'binary',
  'byte',
  'password',
];
const OPERATION_ID = /^[a-z][A-Za-z0-9]+$/;

type Operation = { path: string; method: string; op: JsonObject };

export function operations(doc: JsonObject): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries((doc.paths ?? {}) as JsonObject))
    for (const method of HTTP_METHODS) {
      const op = (item as JsonObject)[method];
      if (op) out.push({ path, method, op: op as JsonObject });
    }
  return out;
}

function isObject(v: Json | undefined): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Calls fn on every JSON value under `node`, with its location. */
function walk(node: Json, at: string, fn: (value: Json, at: string) => void): void {
  fn(node, at);
  if (Array.isArray(node)) node.forEach((v, i) => walk(v, `${at}/${i}`, fn));
  else if (isObject(node)) for (const [k, v] of Object.entries(node)) walk(v, `${at}/${k}`, fn);
}

const ROLES = ['candidate', 'employer', 'employer-owner', 'admin'];

export function lintContract(doc: JsonObject, flagKeys?: readonly string[]): string[] {
  const problems: string[] = [];
  const components = ((doc.components as JsonObject | undefined)?.schemas ?? {}) as JsonObject;
  const PERMISSIONS = (((components.TeamMemberPermission as JsonObject | undefined)?.enum ?? []) as Json[]).map(String);
  const tags = new Set(((doc.tags ?? []) as JsonObject[]).map((t) => t.name));
  const ids = new Map<string, string>();
  for (const { path, method, op } of operations(doc)) {
    const where = `${method.toUpperCase()} ${path}`;
    const id = op.operationId;
    if (typeof id !== 'string' || !OPERATION_ID.test(id))
      problems.push(`${where}: operationId missing or not camelCase`);
    else if (ids.has(id)) problems.push(`${where}: operationId ${id} already used by ${ids.get(id)}`);
    else ids.set(id, where);
    const opTags = (op.tags ?? []) as Json[];
    if (opTags.length !== 1 || !tags.has(opTags[0] as string))
      problems.push(`${where}: needs exactly one tag declared at the root`);
    if (typeof op.summary !== 'string' || op.summary.length < 5) problems.push(`${where}: summary missing`);
    if (!Array.isArray(op.security)) problems.push(`${where}: security must be stated ([] for guest calls)`);
    const roles = op['x-roles'];
    if (Array.isArray(op.security) && op.security.length > 0) {
      if (!Array.isArray(roles) || roles.length === 0 || roles.some((r) => !ROLES.includes(r as string)))
        problems.push(`${where}: secured calls need x-roles from ${ROLES.join(', ')}`);
    } else if (roles !== undefined) problems.push(`${where}: a guest call has no x-roles`);
    const feature = op['x-feature'];
    if (feature !== undefined && flagKeys && !flagKeys.includes(feature as string))
      problems.push(`${where}: x-feature ${String(feature)} is not a feature flag of the manifest`);
    const permission = op['x-permission'];
    if (permission !== undefined) {
      if (!PERMISSIONS.includes(permission as string))
        problems.push(`${where}: x-permission ${String(permission)} is not a TeamMemberPermission`);
      if (!Array.isArray(roles) || !roles.some((r) => r === 'employer'))
        problems.push(`${where}: x-permission needs the employer role (it binds team members)`);
    }
    const params = (op.parameters ?? []) as JsonObject[];
    for (const name of path.match(/\{([^}]+)\}/g) ?? []) {
      const p = params.find((x) => x.in === 'path' && `{${String(x.name)}}` === name);
      if (!p || p.required !== true) problems.push(`${where}: path parameter ${name} not declared as required`);
    }
    for (const p of params) {
      if (typeof p.description !== 'string') problems.push(`${where}: parameter ${String(p.name)} has no description`);
      if (!isObject(p.schema)) problems.push(`${where}: parameter ${String(p.name)} has no schema`);
    }
    if (isObject(op.requestBody)) {
      const content = (op.requestBody.content ?? {}) as JsonObject;
      if (Object.keys(content).length === 0) problems.push(`${where}: requestBody has no content`);
      for (const [type, media] of Object.entries(content)) {
        if (!isObject(media) || !isObject(media.schema)) problems.push(`${where}: requestBody ${type} has no schema`);
        else if (type === 'application/json' && media.example === undefined)
          problems.push(`${where}: requestBody has no example`);
      }
    }
    const responses = (op.responses ?? {}) as JsonObject;
    const success = Object.entries(responses).filter(([s]) => s.startsWith('2'));
    if (success.length === 0) problems.push(`${where}: no success response`);
    for (const [status, r] of success) {
      const content = ((r as JsonObject).content ?? {}) as JsonObject;
      // A binary download (a PDF, a file) needs no example: its mock is made of random bytes.
      const medias = (Object.values(content) as JsonObject[]).filter(
        (m) => !(isObject(m.schema) && m.schema.format === 'binary'),
      );
      if (Object.keys(content).length === 0 || medias.some((m) => m.example === undefined && m.examples === undefined))
        problems.push(`${where}: response ${status} has no example`);
    }
  }
  const schemas = ((doc.components as JsonObject | undefined)?.schemas ?? {}) as JsonObject;
  for (const [name, schema] of Object.entries(schemas)) {
    if (!/^[A-Z][A-Za-z0-9]+$/.test(name)) problems.push(`schema ${name}: name must be PascalCase`);
    if (name === 'Error') problems.push('schema Error: shadows the global Error in generated code, name it otherwise');
    if (!isObject(schema) || typeof schema.description !== 'string' || schema.description.length < 5)
      problems.push(`schema ${name}: description missing`);
  }
  walk(doc, '#', (value, at) => {
    if (!isObject(value)) return;
    if (typeof value.$ref === 'string') {
      const [, section = '', name = ''] = /^#\/components\/(schemas|responses)\/(.+)$/.exec(value.$ref) ?? [];
      const group = section ? ((doc.components as JsonObject)[section] as JsonObject | undefined) : undefined;
      if (!group || !(name in group)) problems.push(`${at}: $ref ${value.$ref} does not resolve`);
    }
    if (typeof value.format === 'string' && typeof value.type !== 'undefined' && !KNOWN_FORMATS.includes(value.format))
      problems.push(`${at}: unknown format ${value.format}`);
    // The server's response serializer empties an object whose schema lists no properties, unless
    // the schema says that any property may appear.
    const typeOf = value.type;
    const isObjectType = typeOf === 'object' || (Array.isArray(typeOf) && typeOf.includes('object'));
    const composed = [
      'allOf',
      'oneOf',
      'anyOf',
      '$ref',
      'properties',
      'patternProperties',
      'additionalProperties',
    ].some((k) => k in value);
    if (
      isObjectType &&
      !composed &&
      !at.endsWith('/examples') &&
      (at.includes('/components/schemas/') || at.includes('/responses/'))
    )
      problems.push(`${at}: a free-form object needs additionalProperties (true, or a schema)`);
    if (at.includes('/components/schemas/') && value.example !== undefined && isObject(value.properties))
      problems.push(`${at}: use \`examples: [...]\` in schemas, not \`example\``);
  });
  return problems;
}

/** Removes authoring and OpenAPI-only keys that JSON Schema does not know, and points refs at $defs. */
function toJsonSchema(node: Json): Json {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(node)) {
    if (k.startsWith('x-') || k === 'example' || k === 'discriminator' || k === 'xml' || k === 'externalDocs') continue;
    if (k === '$ref' && typeof v === 'string') out[k] = v.replace('#/components/schemas/', 'contract#/$defs/');
    else if (k === 'properties' && isObject(v))
      out[k] = Object.fromEntries(Object.entries(v).map(([p, s]) => [p, toJsonSchema(s)]));
    else out[k] = toJsonSchema(v);
  }
  return out;
}

export function makeValidator(doc: JsonObject): (schema: Json) => ValidateFunction {
  const ajv = createAjv2020({ strict: true, strictTypes: false, strictTuples: false, strictRequired: false });
  const schemas = ((doc.components as JsonObject | undefined)?.schemas ?? {}) as JsonObject;
  ajv.addSchema({ $id: 'contract', $defs: toJsonSchema(schemas) } as object);
  const cache = new Map<string, ValidateFunction>();
  return (schema) => {
    const key = JSON.stringify(schema);
    let fn = cache.get(key);
    if (!fn) {
      fn = ajv.compile(toJsonSchema(schema) as object);
      cache.set(key, fn);
    }
    return fn;
  };
}

const NOT_OBJECTS: Json[] = [null, [], 'text', 0, true];

/**
 * Every JSON request body is an object: its schema refuses null, arrays, strings, numbers and
 * booleans, so a handler never reads a field of a body that is not one (an `allOf` of objects
 * says nothing about the whole body's type unless a member does).
 */
export function checkRequestBodies(doc: JsonObject): string[] {
  const compile = makeValidator(doc);
  const problems: string[] = [];
  for (const { path, method, op } of operations(doc)) {
    const content = isObject(op.requestBody) ? op.requestBody.content : undefined;
    const media = isObject(content) ? content['application/json'] : undefined;
    if (!isObject(media) || !isObject(media.schema)) continue;
    const validate = compile(media.schema);
    const accepted = NOT_OBJECTS.filter((v) => validate(v));
    if (accepted.length)
      problems.push(
        `${method.toUpperCase()} ${path}: the JSON body accepts ${accepted.map((v) => JSON.stringify(v)).join(', ')}; give its schema type: object`,
      );
  }
  return problems;
}

/** Every example in the contract checked against the schema it illustrates. */
export function validateExamples(doc: JsonObject): string[] {
  const problems: string[] = [];
  let compile: (schema: Json) => ValidateFunction;
  try {
    compile = makeValidator(doc);
  } catch (e) {
    return [`the contract's schemas do not compile: ${(e as Error).message}`];
  }
  const check = (schema: Json, example: Json, at: string) => {
    let validate: ValidateFunction;
    try {
      validate = compile(schema);
    } catch (e) {
      problems.push(`${at}: schema does not compile: ${(e as Error).message}`);
      return;
    }
    if (!validate(example))
      for (const err of validate.errors ?? [])
        problems.push(`${at}: example${err.instancePath} ${err.message ?? 'is invalid'}`);
  };
  walk(doc, '#', (value, at) => {
    if (!isObject(value)) return;
    if (isObject(value.schema) && value.example !== undefined) check(value.schema, value.example, at);
    if (
      at.startsWith('#/components/schemas') &&
      Array.isArray(value.examples) &&
      (value.type !== undefined ||
        value.$ref !== undefined ||
        value.properties !== undefined ||
        value.enum !== undefined)
    )
      value.examples.forEach((ex, i) => check(value, ex, `${at}/examples/${i}`));
  });
  return problems;
}
