// Rules every value of every request keeps, whatever its schema says. The validator compiler adds
// them to the root of every request schema it compiles (validator.ts), so no field, query value,
// path parameter or free-form object can forget them:
// - no string, and no object key, holds U+0000: PostgreSQL refuses it in text and jsonb alike;
// - no string holds a lone surrogate: it has no UTF-8 form, and jsonb refuses its \u escape;
// - nothing nests deeper than MAX_DEPTH: deeper values overflow what recurses over them
//   (JSON.stringify, PostgreSQL's jsonb parser) long before a handler could refuse them.
// The walk uses its own stack, so a hostile depth cannot overflow the check itself.
import type { Ajv2020 } from 'ajv/dist/2020.js';
import type { SchemaValidateFunction } from 'ajv/dist/types/index.js';

export const INPUT_RULES = 'inputRules';
export const MAX_DEPTH = 32;

export type Unsafe = { path: Array<string | number>; message: string };

const NUL = '\u0000';
const LONE_SURROGATE = /\p{Surrogate}/u;

function textProblem(s: string): string | null {
  if (s.includes(NUL)) return 'must not contain the NUL character (\\u0000)';
  if (LONE_SURROGATE.test(s)) return 'must be well-formed Unicode (no lone surrogate)';
  return null;
}

/** The first value in `root` that breaks a rule, with where it is; null when there is none. */
export function findUnsafe(root: unknown): Unsafe | null {
  const stack: Array<{ value: unknown; path: Array<string | number> }> = [{ value: root, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop() as { value: unknown; path: Array<string | number> };
    if (typeof value === 'string') {
      const message = textProblem(value);
      if (message) return { path, message };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (path.length >= MAX_DEPTH) return { path, message: `must not nest deeper than ${MAX_DEPTH} levels` };
    if (Array.isArray(value)) value.forEach((v, i) => stack.push({ value: v, path: [...path, i] }));
    else
      for (const [k, v] of Object.entries(value)) {
        const message = textProblem(k);
        if (message) return { path, message: `has a property name that ${message}` };
        stack.push({ value: v, path: [...path, k] });
      }
  }
  return null;
}

const pointer = (path: Array<string | number>) =>
  path.map((p) => `/${String(p).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

/** Adds the `inputRules: true` keyword: the rules above, reported at the value that breaks them. */
export function addInputRules(ajv: Ajv2020): void {
  // Ajv reads the errors from the function's own `errors`, as its custom keywords do.
  const validate: SchemaValidateFunction = (_schema: boolean, data: unknown) => {
    const unsafe = findUnsafe(data);
    validate.errors = unsafe
      ? [{ keyword: INPUT_RULES, instancePath: pointer(unsafe.path), params: {}, message: unsafe.message }]
      : [];
    return !unsafe;
  };
  ajv.addKeyword({ keyword: INPUT_RULES, schemaType: 'boolean', errors: true, validate });
}
