// Request validation with Ajv's 2020-12 draft, the dialect of OpenAPI 3.1, so keywords such as
// `unevaluatedProperties` (unknown fields refused through allOf) are enforced, not ignored as a
// draft-07 validator would. Query strings, path parameters and headers are coerced ("2" → 2);
// JSON bodies are not: they carry their own types, and coercion inside an anyOf (answers, custom
// form values) rewrites a value in every branch it tries (30 became ["30"]). Defaults are filled in.
// Every schema compiled here also carries the input rules (input-rules.ts) at its root, so no NUL,
// lone surrogate or runaway nesting reaches a handler through any part of any operation.
import type { FastifySchemaCompiler } from 'fastify';
import { createAjv2020 } from '../../shared/ajv-2020.ts';
import { addInputRules, INPUT_RULES } from './input-rules.ts';

export function makeValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const options = { useDefaults: true, removeAdditional: false, strict: false } as const;
  const coercing = createAjv2020({ ...options, coerceTypes: 'array' });
  const exact = createAjv2020({ ...options, coerceTypes: false });
  addInputRules(coercing);
  addInputRules(exact);
  let n = 0;
  // The glue gives every schema with internal refs the same $id; make each unique for the cache.
  return ({ schema, httpPart }) =>
    (httpPart === 'body' ? exact : coercing).compile({
      ...(schema as object),
      $id: `route-schema-${n++}`,
      [INPUT_RULES]: true,
    });
}
