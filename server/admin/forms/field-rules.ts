// What a custom field's definition may say, by field type: which types take options, which may
// take several values, and which validation rules apply. A rule the type cannot use is refused
// rather than dropped, so the admin never believes a rule is kept that the form would ignore.
import type { components } from '@generated/schema';
import type { FieldType } from '../../../shared/custom-form/index.ts';
import { MAX_FILE_SIZE } from '../../../shared/custom-form/index.ts';

type Validation = components['schemas']['CustomFieldValidation'];
type FieldInput = components['schemas']['AdminFormFieldInput'];

/** One problem of a field: the input property at fault and a message naming the field. */
export type RuleProblem = { prop: string; message: string };

const TEXT_TYPES: readonly FieldType[] = ['text', 'text_area', 'email', 'url', 'phone_number'];
const MULTIPLE_TYPES: readonly FieldType[] = ['dropdown', 'checkbox', 'file', 'categories'];
/** The longest text a value may hold (the contract's CustomFormValue). */
export const MAX_TEXT_LENGTH = 10_000;

const RULES_BY_TYPE: Partial<Record<FieldType, readonly (keyof Validation)[]>> = {
  ...Object.fromEntries(TEXT_TYPES.map((t) => [t, ['minLength', 'maxLength', 'pattern', 'patternMessage']])),
  number: ['min', 'max'],
  file: ['mimeTypes', 'maxSize'],
  resume_type: ['mimeTypes', 'maxSize'],
};

// A nested quantifier such as (a+)+ or (\w*)* can make a pattern take exponential time on a
// crafted value; every submitted value is matched against it on the server.
const NESTED_QUANTIFIER = /\((?:[^()\\]|\\.)*[+*}](?:[^()\\]|\\.)*\)\s*[+*{]/;

function patternProblem(pattern: string): string | null {
  try {
    new RegExp(pattern, 'u');
  } catch {
    return 'is not a valid regular expression';
  }
  if (NESTED_QUANTIFIER.test(pattern)) return 'repeats a repeated group, which can be very slow; simplify it';
  return null;
}

function validationProblems(type: FieldType, v: Validation, name: string): RuleProblem[] {
  const allowed = RULES_BY_TYPE[type] ?? [];
  const given = (Object.keys(v) as (keyof Validation)[]).filter((k) => v[k] !== null && v[k] !== undefined);
  const out: RuleProblem[] = given
    .filter((k) => !allowed.includes(k))
    .map((k) => ({ prop: `validation.${k}`, message: `${name}: a ${type} field has no ${k} rule` }));
  if (out.length) return out;
  const { minLength, maxLength, min, max, pattern, maxSize } = v;
  if (maxLength != null && maxLength > MAX_TEXT_LENGTH)
    out.push({ prop: 'validation.maxLength', message: `${name}: the longest answer is ${MAX_TEXT_LENGTH} characters` });
  if (minLength != null && minLength > MAX_TEXT_LENGTH)
    out.push({ prop: 'validation.minLength', message: `${name}: the shortest answer is too long` });
  if (minLength != null && maxLength != null && minLength > maxLength)
    out.push({ prop: 'validation.minLength', message: `${name}: the shortest length is above the longest` });
  if (min != null && max != null && min > max)
    out.push({ prop: 'validation.min', message: `${name}: the smallest number is above the largest` });
  if (pattern != null) {
    const problem = patternProblem(pattern);
    if (problem) out.push({ prop: 'validation.pattern', message: `${name}: the pattern ${problem}` });
  }
  if (maxSize != null && maxSize > MAX_FILE_SIZE)
    out.push({ prop: 'validation.maxSize', message: `${name}: files may be at most ${MAX_FILE_SIZE} bytes` });
  return out;
}

function optionProblems(field: FieldInput, name: string): RuleProblem[] {
  const options = field.options ?? [];
  const choice = field.fieldType === 'dropdown' || field.fieldType === 'checkbox';
  if (!choice)
    return options.length
      ? [{ prop: 'options', message: `${name}: only dropdown and checkbox fields have options` }]
      : [];
  if (field.fieldType === 'dropdown' && options.length === 0)
    return [{ prop: 'options', message: `${name}: add at least one option to the dropdown` }];
  const out: RuleProblem[] = [];
  const values = new Set<string>();
  const labels = new Set<string>();
  options.forEach((o, i) => {
    const value = o.value.trim();
    const label = o.label.en.trim().toLowerCase();
    if (!value || !label)
      out.push({ prop: `options.${i}`, message: `${name}: option ${i + 1} needs a label and a value` });
    else if (values.has(value) || labels.has(label))
      out.push({
        prop: `options.${i}`,
        message: `${name}: option ${i + 1} is there twice; each option must be unique`,
      });
    values.add(value);
    labels.add(label);
  });
  return out;
}

/** Everything wrong with a custom field's definition; `name` is how messages call the field. */
export function customFieldProblems(field: FieldInput, name: string): RuleProblem[] {
  if (field.fieldType === 'password')
    return [{ prop: 'fieldType', message: `${name}: password fields are never stored, so a form cannot ask one` }];
  const out = optionProblems(field, name);
  if (field.multiple && !MULTIPLE_TYPES.includes(field.fieldType))
    out.push({ prop: 'multiple', message: `${name}: a ${field.fieldType} field takes one value` });
  if (field.validation) out.push(...validationProblems(field.fieldType, field.validation, name));
  return out;
}
