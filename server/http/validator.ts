// Request validation with Ajv's 2020-12 draft, the dialect of OpenAPI 3.1, so keywords such as
// `unevaluatedProperties` (unknown fields refused through allOf) are enforced, not ignored as a
// draft-07 validator would. Query strings are coerced ("2" → 2) and defaults are filled in.
import type { FastifySchemaCompiler } from 'fastify';
import { createAjv2020 } from '../../shared/ajv-2020.ts';

export function makeValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const ajv = createAjv2020({ coerceTypes: 'array', useDefaults: true, removeAdditional: false, strict: false });
  let n = 0;
  // The glue gives every schema with internal refs the same $id; make each unique for the cache.
  return ({ schema }) => ajv.compile({ ...(schema as object), $id: `route-schema-${n++}` });
}
