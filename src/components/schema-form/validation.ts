// Checks values against a JSON Schema with the Ajv the server validates with (2020-12, the same
// formats), and names each problem by the top-level property it belongs to, so a form can show it
// beside the field; problems of the whole object (an anyOf no branch of which holds) are kept apart.
import { t } from '@lingui/core/macro';
import type { ValidateFunction } from 'ajv';
import { createAjv2020 } from '@shared/ajv-2020.ts';

export type SchemaProblems = { fields: Record<string, string>; form: string[] };

const ajv = createAjv2020({ strict: false, allErrors: true });
const compiled = new WeakMap<object, ValidateFunction>();

export function validatorOf(schema: object): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

function messageOf(keyword: string, message: string | undefined): string {
  if (keyword === 'required') return t`This field is required`;
  const text = (message ?? 'is not valid').replace(/^must /, 'Must ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function schemaProblems(schema: object, value: unknown): SchemaProblems {
  const validate = validatorOf(schema);
  const problems: SchemaProblems = { fields: {}, form: [] };
  if (validate(value)) return problems;
  for (const e of validate.errors ?? []) {
    const missing =
      e.keyword === 'required' ? String((e.params as { missingProperty?: string }).missingProperty) : null;
    const field = missing ?? e.instancePath.split('/')[1];
    // A failed branch of anyOf/if also reports the branch's own errors; the summary says it once.
    if (e.schemaPath.includes('/anyOf/') && !e.instancePath) continue;
    if (field) problems.fields[field] ??= messageOf(e.keyword, e.message);
    else if (e.keyword !== 'if') problems.form.push(messageOf(e.keyword, e.message));
  }
  return problems;
}
