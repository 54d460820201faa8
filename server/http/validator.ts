// Request validation with Ajv's 2020-12 draft, the dialect of OpenAPI 3.1, so keywords such as
// `unevaluatedProperties` (unknown fields refused through allOf) are enforced, not ignored as a
// draft-07 validator would. Query strings are coerced ("2" → 2) and defaults are filled in.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

export function makeValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const ajv = new Ajv2020({
    coerceTypes: 'array',
    useDefaults: true,
    removeAdditional: false,
    allErrors: true,
    strict: false,
  });
  addFormats(ajv);
  for (const f of ['int32', 'int64', 'float', 'double', 'binary', 'byte', 'password']) ajv.addFormat(f, true);
  let n = 0;
  // The glue gives every schema with internal refs the same $id; make each unique for the cache.
  return ({ schema }) => ajv.compile({ ...(schema as object), $id: `route-schema-${n++}` });
}
