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

type Validate = ReturnType<FastifySchemaCompiler<unknown>>;

// One pair of Ajv instances and one compiled validator per distinct schema for the whole process.
// A server builds its app once, so this changes nothing there; the API tests build one app per
// test file in one process, and compiling the contract's schemas again each time cost about a
// second per file. A compiled validator holds no request state, so apps can share it.
let shared: { coercing: ReturnType<typeof createAjv2020>; exact: ReturnType<typeof createAjv2020> } | undefined;
const compiled = new Map<string, Validate>();
let n = 0;

function ajvs() {
  if (shared) return shared;
  const options = { useDefaults: true, removeAdditional: false, strict: false } as const;
  const coercing = createAjv2020({ ...options, coerceTypes: 'array' });
  const exact = createAjv2020({ ...options, coerceTypes: false });
  addInputRules(coercing);
  addInputRules(exact);
  shared = { coercing, exact };
  return shared;
}

export function makeValidatorCompiler(): FastifySchemaCompiler<unknown> {
  return ({ schema, httpPart }) => {
    const body = httpPart === 'body';
    const key = `${body ? 'exact' : 'coercing'} ${JSON.stringify(schema)}`;
    const known = compiled.get(key);
    if (known) return known;
    const { coercing, exact } = ajvs();
    // The glue gives every schema with internal refs the same $id; make each unique for Ajv.
    const validate = (body ? exact : coercing).compile({
      ...(schema as object),
      $id: `route-schema-${n++}`,
      [INPUT_RULES]: true,
    });
    compiled.set(key, validate);
    return validate;
  };
}
