// Validation of form values with the form's one JSON Schema (Ajv 2020-12), turning Ajv's errors
// into one clear message per field that names the field by its label.
import type { ErrorObject, ValidateFunction } from 'ajv';
import { createAjv2020 } from '../ajv-2020.ts';
import { EMAIL, URL } from '../text-patterns.ts';
import { NON_BLANK_PATTERN, PHONE_PATTERN, formJsonSchema } from './schema.ts';
import {
  isEmptyValue,
  localized,
  type FieldError,
  type FormField,
  type JsonSchema,
  type ValidationResult,
} from './types.ts';

// One Ajv for every form; compiled schemas are cached by their text (definitions repeat a lot:
// the same form is validated on every keystroke on the web and on every save on the server).
// Made on first use, so importing this module costs nothing until a form is validated.
let ajv: ReturnType<typeof createAjv2020> | undefined;
const compiled = new Map<string, ValidateFunction>();
const CACHE_LIMIT = 500;

export function compileSchema(schema: JsonSchema): ValidateFunction {
  const key = JSON.stringify(schema);
  let fn = compiled.get(key);
  if (!fn) {
    if (compiled.size >= CACHE_LIMIT) compiled.clear();
    const { $schema: _dialect, ...rest } = schema;
    ajv ??= createAjv2020({ strict: true, allErrors: true });
    fn = ajv.compile(rest);
    compiled.set(key, fn);
  }
  return fn;
}

/**
 * The values as they are validated and stored: empty values (null, blank text, empty lists) are
 * left out, so "not filled" has one meaning; text is kept as typed except for surrounding spaces.
 */
export function normalizeFormData(fields: FormField[], data: unknown): Record<string, unknown> {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return {};
  const types = new Map(fields.map((f) => [f.keyNm, f.fieldType]));
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(data as Record<string, unknown>)) {
    if (isEmptyValue(raw)) continue;
    const type = types.get(key);
    // Passwords are compared as typed; every other text loses surrounding spaces.
    out[key] = typeof raw === 'string' && type !== 'password' ? raw.trim() : raw;
  }
  return out;
}

const KEYWORD_ORDER = [
  'required',
  'type',
  'const',
  'oneOf',
  'anyOf',
  'enum',
  'format',
  'pattern',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'uniqueItems',
  'not',
];

function rank(e: ErrorObject): number {
  const i = KEYWORD_ORDER.indexOf(e.keyword);
  return i === -1 ? KEYWORD_ORDER.length : i;
}

const MIME_NAMES: Record<string, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPG',
  'application/pdf': 'PDF',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
};

function formatMessage(field: FormField, label: string): string {
  switch (field.fieldType) {
    case 'email':
      return `${label} must be a valid e-mail address`;
    case 'url':
      return `${label} must be a valid web address starting with http:// or https://`;
    case 'phone_number':
      return `${label} must be a phone number of 6 to 15 digits`;
    case 'date':
      return `${label} must be a valid date`;
    default:
      return `${label} is not in the expected format`;
  }
}

function typeMessage(field: FormField, label: string): string {
  switch (field.fieldType) {
    case 'number':
      return `${label} must be a number`;
    case 'checkbox':
    case 'toggle':
      return field.options?.length ? `${label} must be a list of choices` : `${label} must be yes or no`;
    case 'file':
    case 'resume_type':
      return `${label} must be an uploaded file`;
    case 'city':
    case 'country':
    case 'state':
    case 'categories':
      return `${label} must be chosen from the list`;
    default:
      return `${label} has a value of the wrong kind`;
  }
}

/** The message for one Ajv error inside (or about) a field. */
export function messageFor(field: FormField, error: ErrorObject, lang = 'en'): string {
  const label = localized(field.label, lang) || field.keyNm;
  const p = error.params as Record<string, unknown>;
  const last = error.instancePath.split('/').pop();
  // Errors inside an uploaded file: its type or its size.
  if (last === 'mimeType') {
    const allowed = field.validation?.mimeTypes?.length
      ? field.validation.mimeTypes
      : ((error.params as { allowedValues?: string[] }).allowedValues ?? []);
    const names = allowed.map((m) => MIME_NAMES[m] ?? m).join(', ');
    return `${label} must be a file of type ${names}`;
  }
  if (last === 'size' && error.keyword === 'maximum') {
    const mb = Math.floor((Number(p.limit) / 1024 / 1024) * 10) / 10;
    return `${label} must be a file of at most ${mb} MB`;
  }
  switch (error.keyword) {
    case 'required':
      // Inside a file or a place: the object is incomplete, so the value is not a proper one.
      return error.instancePath.split('/').length > 1 ? typeMessage(field, label) : `${label} is required`;
    case 'type':
      return typeMessage(field, label);
    case 'const':
      return field.fieldType === 'checkbox' ? `${label} must be ticked` : `${label} must be one of the offered choices`;
    case 'oneOf':
    case 'enum':
    case 'not':
      return `${label} must be one of the offered choices`;
    case 'anyOf':
    case 'format':
      return formatMessage(field, label);
    case 'pattern': {
      if (p.pattern === NON_BLANK_PATTERN) return `${label} is required`;
      if (field.validation?.pattern && p.pattern === field.validation.pattern) {
        return localized(field.validation.patternMessage, lang) || `${label} is not in the expected format`;
      }
      if (p.pattern === EMAIL.source || p.pattern === URL.source || p.pattern === PHONE_PATTERN) {
        return formatMessage(field, label);
      }
      return `${label} is not in the expected format`;
    }
    case 'minimum':
      return `${label} must be at least ${String(p.limit)}`;
    case 'maximum':
      return `${label} must be at most ${String(p.limit)}`;
    case 'minLength':
      return `${label} must be at least ${String(p.limit)} characters`;
    case 'maxLength':
      return `${label} must be at most ${String(p.limit)} characters`;
    case 'minItems':
      return Number(p.limit) === 1 ? `${label} is required` : `Choose at least ${String(p.limit)} for ${label}`;
    case 'maxItems':
      return Number(p.limit) === 1 ? `Choose only one for ${label}` : `Choose at most ${String(p.limit)} for ${label}`;
    case 'uniqueItems':
      return `${label} lists the same choice twice`;
    default:
      return `${label} is not valid`;
  }
}

/** Ajv's errors as one message per field, in the form's order. */
export function fieldErrors(fields: FormField[], errors: ErrorObject[] | null | undefined, lang = 'en'): FieldError[] {
  const byKey = new Map(fields.map((f) => [f.keyNm, f]));
  const worst = new Map<string, ErrorObject>();
  const unknown: FieldError[] = [];
  for (const error of errors ?? []) {
    const p = error.params as Record<string, unknown>;
    if (error.instancePath === '' && error.keyword === 'additionalProperties') {
      const key = String(p.additionalProperty);
      unknown.push({ keyNm: key, message: `${key} is not a field of this form` });
      continue;
    }
    const key =
      error.instancePath === '' && error.keyword === 'required'
        ? String(p.missingProperty)
        : decodeURIComponent(error.instancePath.split('/')[1] ?? '')
            .replace(/~1/g, '/')
            .replace(/~0/g, '~');
    if (!byKey.has(key)) continue;
    const seen = worst.get(key);
    if (!seen || rank(error) < rank(seen)) worst.set(key, error);
  }
  const out: FieldError[] = [];
  for (const field of fields) {
    const error = worst.get(field.keyNm);
    if (error) out.push({ keyNm: field.keyNm, message: messageFor(field, error, lang) });
  }
  return [...out, ...unknown];
}

/**
 * Validates form values against the definition's JSON Schema (the same one the web form uses).
 * Empty values count as not filled (see normalizeFormData).
 */
export function validateFormData(fields: FormField[], data: unknown, lang = 'en'): ValidationResult {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return { valid: false, errors: [{ keyNm: '', message: 'The values must be an object keyed by field' }] };
  }
  const { schema } = formJsonSchema(fields, lang);
  const validate = compileSchema(schema);
  const ok = validate(normalizeFormData(fields, data));
  if (ok) return { valid: true, errors: [] };
  return { valid: false, errors: fieldErrors(fields, validate.errors, lang) };
}
