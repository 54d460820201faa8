// The published JSON Resume schema (jsonresume.org, version 1.0, from its npm package) compiled
// once with the project's Ajv, so an imported document is checked by the same engine as requests.
import { createRequire } from 'node:module';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

const require = createRequire(import.meta.url);
const schema = require('@jsonresume/schema/schema.json') as Record<string, unknown>;

let compiled: ValidateFunction | undefined;

function validator() {
  if (!compiled) {
    // The published schema is draft-07 and uses keywords Ajv's strict mode would refuse.
    const ajv = new Ajv({ allErrors: false, strict: false });
    addFormats(ajv);
    compiled = ajv.compile(schema);
  }
  return compiled;
}

/** Null when the document is a valid JSON Resume, else the first problem with its path. */
export function jsonResumeProblem(doc: unknown): { path: string; message: string } | null {
  const validate = validator();
  if (validate(doc)) return null;
  const e: ErrorObject | undefined = validate.errors?.[0];
  return { path: e?.instancePath || '/', message: e?.message ?? 'is not valid' };
}
