// Bundles the split contract (contract/openapi.yaml, schemas/*.yaml, paths/*.yaml) into one
// OpenAPI 3.1 document. Operations are authored with a few `x-` extensions so that the envelope
// and the error catalogue are written once, here, instead of 226 times by hand:
//   x-data     schema of `data` in the success envelope
//   x-list     item schema of a paginated list: data becomes { items, pagination, ...x-list-extra }
//   x-example  example of `data` in the success envelope (required)
//   x-message  example message of the success envelope
//   x-errors   error statuses this operation can answer besides the common ones (409, 413, ...)
// An operation may instead write its own 2xx response (files, feeds); the bundler then only adds
// the error responses. Last, every schema a request can reach gets the default bounds of
// input-bounds.ts where it states none. The output is deterministic: files are read in name order.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { addInputBounds } from './input-bounds.ts';
import type { Json, JsonObject } from './json.ts';

export type { Json, JsonObject } from './json.ts';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

const ERRORS: Record<string, { name: string; description: string; code: string; message: string }> = {
  '400': {
    name: 'BadRequest',
    description: 'The request failed validation; `data.fields` says where.',
    code: 'ERROR',
    message: 'body.email must match format "email"',
  },
  '401': {
    name: 'Unauthenticated',
    description: 'The token is missing, bad, expired or revoked.',
    code: 'UNAUTHENTICATED',
    message: 'Your session has expired, please log in again',
  },
  '403': {
    name: 'Forbidden',
    description: 'The caller may not do this (role, plan feature or licence).',
    code: 'ERROR',
    message: 'Your plan does not include this feature',
  },
  '404': {
    name: 'NotFound',
    description: 'No such object for this tenant and caller.',
    code: 'ERROR',
    message: 'Not found',
  },
  '409': {
    name: 'Conflict',
    description: 'The object already exists.',
    code: 'ALREADY_EXIST',
    message: 'Already exists',
  },
  '413': {
    name: 'TooLarge',
    description: 'The upload is larger than 26,214,400 bytes.',
    code: 'ERROR',
    message: 'The file is larger than 25 MB',
  },
  '415': {
    name: 'UnsupportedType',
    description: 'The upload is not of an accepted type (checked by content).',
    code: 'ERROR',
    message: 'Only png, jpg, jpeg, pdf, doc and docx files are accepted',
  },
  '422': {
    name: 'NotVerified',
    description: 'The account or domain is not verified yet.',
    code: 'NOT_VERIFIED',
    message: 'Please verify your e-mail address first',
  },
  '429': {
    name: 'TooManyRequests',
    description: 'Too many attempts; `data.retryAfterSeconds` says when to retry.',
    code: 'LIMIT_OVER',
    message: 'Too many attempts, please try again later',
  },
  '500': {
    name: 'ServerError',
    description: 'Something failed on the server; details are logged, not returned.',
    code: 'ERROR',
    message: 'Oops, something went wrong !',
  },
  '501': {
    name: 'NotImplemented',
    description: 'The operation is in the contract but its handler is not built yet.',
    code: 'NOT_IMPLEMENTED',
    message: 'This operation is not implemented yet',
  },
};
const COMMON_ERRORS = ['400', '403', '404', '429', '500', '501'];
const AUTHORING_KEYS = ['x-data', 'x-list', 'x-list-extra', 'x-example', 'x-message', 'x-errors'];

function readYamlDir(dir: string): Array<[string, JsonObject]> {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => [f, (parse(readFileSync(join(dir, f), 'utf8')) ?? {}) as JsonObject]);
}

function errorResponses(): JsonObject {
  const out: JsonObject = {};
  for (const e of Object.values(ERRORS)) {
    out[e.name] = {
      description: e.description,
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/ApiFailure' },
          example: { code: e.code, message: e.message, data: null },
        },
      },
    };
  }
  return out;
}

function successSchema(op: JsonObject): Json {
  let data: Json;
  if (op['x-list'] !== undefined) {
    const extra = (op['x-list-extra'] ?? {}) as JsonObject;
    data = {
      type: 'object',
      required: ['items', 'pagination', ...Object.keys(extra)],
      properties: {
        items: { type: 'array', items: op['x-list'] },
        pagination: { $ref: '#/components/schemas/Pagination' },
        ...extra,
      },
    };
  } else data = op['x-data'] ?? { $ref: '#/components/schemas/Message' };
  return {
    type: 'object',
    required: ['code', 'message', 'data'],
    properties: {
      code: { $ref: '#/components/schemas/ApiCode' },
      message: { type: 'string' },
      data,
    },
  };
}

function expandOperation(op: JsonObject): JsonObject {
  const responses = { ...((op.responses ?? {}) as JsonObject) };
  const hasOwnSuccess = Object.keys(responses).some((s) => s.startsWith('2'));
  if (!hasOwnSuccess) {
    responses['200'] = {
      description: (op.summary as string | undefined) ?? 'Success',
      content: {
        'application/json': {
          schema: successSchema(op),
          example: {
            code: 'SUCCESS',
            message: (op['x-message'] as string | undefined) ?? 'Success',
            data: op['x-example'] ?? null,
          },
        },
      },
    };
  }
  const secured = Array.isArray(op.security) && op.security.length > 0;
  const statuses = [...COMMON_ERRORS, ...(secured ? ['401'] : []), ...((op['x-errors'] ?? []) as Json[]).map(String)];
  for (const s of [...new Set(statuses)].sort()) {
    const e = ERRORS[s];
    if (!e) throw new Error(`${String(op.operationId)}: x-errors names ${s}, which has no error response`);
    responses[s] ??= { $ref: `#/components/responses/${e.name}` };
  }
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(op)) if (!AUTHORING_KEYS.includes(k)) out[k] = v;
  out.responses = responses;
  return out;
}

export function bundleContract(contractDir = 'contract'): JsonObject {
  const root = parse(readFileSync(join(contractDir, 'openapi.yaml'), 'utf8')) as JsonObject;
  const components = (root.components ?? {}) as JsonObject;
  const schemas: JsonObject = {};
  for (const [file, defs] of readYamlDir(join(contractDir, 'schemas'))) {
    for (const [name, schema] of Object.entries(defs)) {
      if (name in schemas) throw new Error(`schema ${name} is defined twice (again in schemas/${file})`);
      schemas[name] = schema;
    }
  }
  const paths: JsonObject = {};
  for (const [file, items] of readYamlDir(join(contractDir, 'paths'))) {
    for (const [path, item] of Object.entries(items)) {
      const target = (paths[path] ??= {}) as JsonObject;
      for (const [method, op] of Object.entries(item as JsonObject)) {
        if (method in target)
          throw new Error(`${method.toUpperCase()} ${path} is defined twice (again in paths/${file})`);
        target[method] = (HTTP_METHODS as readonly string[]).includes(method) ? expandOperation(op as JsonObject) : op;
      }
    }
  }
  const doc: JsonObject = {
    ...root,
    paths,
    components: { ...components, schemas, responses: errorResponses() },
  };
  addInputBounds(doc);
  return doc;
}
