// The one JSON Schema (2020-12) of a form definition. The web form (rjsf) and the server's
// form/save-form-data validate with exactly this schema, so both refuse the same values.
import { EMAIL, URL } from '../text-patterns.ts';
import {
  CITY_TYPES,
  DEFAULT_FILE_MIME_TYPES,
  MAX_FILE_SIZE,
  RESUME_MIME_TYPES,
  localized,
  type FormField,
  type JsonSchema,
} from './types.ts';

export const JSON_SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema';

/** A phone number: an optional '+' and 6 to 15 digits (the E.164 maximum). */
export const PHONE_PATTERN = '^\\+?[0-9]{6,15}$';
/** A full date (checked by format) or a month (YYYY-MM): date fields hold either. */
export const MONTH_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])$';
/** A required text must hold more than spaces. */
export const NON_BLANK_PATTERN = '\\S';
/** Files of a form value point at an upload of this host. */
const MAX_FILES = 10;
const MAX_LIST = 100;

/** The longest text each text-like type keeps when the definition names no maxLength. */
const DEFAULT_MAX_LENGTH: Partial<Record<FormField['fieldType'], number>> = {
  text: 500,
  password: 128,
  text_area: 5000,
  email: 254,
  url: 2000,
  phone_number: 16,
};

const ID_NAME: JsonSchema = {
  type: 'object',
  required: ['id', 'nm'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 100 },
    nm: { type: 'string', minLength: 1, maxLength: 200 },
  },
};

function fileSchema(field: FormField): JsonSchema {
  const fallback = field.fieldType === 'resume_type' ? RESUME_MIME_TYPES : DEFAULT_FILE_MIME_TYPES;
  const mimeTypes = field.validation?.mimeTypes?.length ? field.validation.mimeTypes : [...fallback];
  const maxSize = Math.min(field.validation?.maxSize ?? MAX_FILE_SIZE, MAX_FILE_SIZE);
  return {
    type: 'object',
    required: ['uri', 'name', 'mimeType', 'size'],
    additionalProperties: false,
    properties: {
      uri: { type: 'string', minLength: 1, maxLength: 1000, format: 'uri-reference' },
      name: { type: 'string', minLength: 1, maxLength: 255 },
      mimeType: { type: 'string', enum: mimeTypes },
      size: { type: 'integer', minimum: 0, maximum: maxSize },
    },
  };
}

/** A text schema with the definition's length rules and every pattern that applies (allOf). */
function textSchema(field: FormField, patterns: string[]): JsonSchema {
  const v = field.validation;
  const schema: JsonSchema = { type: 'string' };
  const max = v?.maxLength ?? DEFAULT_MAX_LENGTH[field.fieldType];
  if (max !== undefined) schema.maxLength = max;
  if (v?.minLength) schema.minLength = v.minLength;
  const all = [...patterns];
  if (field.required) all.unshift(NON_BLANK_PATTERN);
  if (v?.pattern) all.push(v.pattern);
  if (all.length === 1) schema.pattern = all[0];
  else if (all.length > 1) schema.allOf = all.map((pattern) => ({ pattern }));
  return schema;
}

function optionsSchema(field: FormField, lang: string): JsonSchema {
  const options = field.options ?? [];
  // A choice field without choices cannot be answered; oneOf must not be empty.
  if (options.length === 0) return { type: 'string', not: {} };
  return {
    type: 'string',
    oneOf: options.map((o) => ({ const: o.value, title: localized(o.label, lang) })),
  };
}

function listOf(field: FormField, items: JsonSchema, max: number): JsonSchema {
  const schema: JsonSchema = { type: 'array', items, uniqueItems: true, maxItems: max };
  if (field.required) schema.minItems = 1;
  return schema;
}

/** The schema of one field's value (without title: see fieldSchema). */
function valueSchema(field: FormField, lang: string): JsonSchema {
  const v = field.validation;
  switch (field.fieldType) {
    case 'text':
    case 'password':
    case 'text_area':
      return textSchema(field, []);
    case 'email':
      return textSchema(field, [EMAIL.source]);
    case 'url':
      return textSchema(field, [URL.source]);
    case 'phone_number':
      return textSchema(field, [PHONE_PATTERN]);
    case 'number': {
      const schema: JsonSchema = { type: 'number' };
      if (v?.min !== undefined && v.min !== null) schema.minimum = v.min;
      if (v?.max !== undefined && v.max !== null) schema.maximum = v.max;
      return schema;
    }
    case 'date':
      return { type: 'string', anyOf: [{ format: 'date' }, { pattern: MONTH_PATTERN }] };
    case 'dropdown':
      return field.multiple ? listOf(field, optionsSchema(field, lang), MAX_LIST) : optionsSchema(field, lang);
    case 'checkbox':
      // With options a checkbox is a group of choices; alone it is one yes/no box, which must be
      // ticked when required (an "I agree" box).
      if ((field.options?.length ?? 0) > 0) return listOf(field, optionsSchema(field, lang), MAX_LIST);
      return field.required ? { type: 'boolean', const: true, default: false } : { type: 'boolean', default: false };
    case 'toggle':
      return { type: 'boolean', default: false };
    case 'city':
    case 'country':
    case 'state':
      return ID_NAME;
    case 'categories':
      return listOf(field, ID_NAME, field.multiple ? MAX_LIST : 1);
    case 'city_type':
      return { type: 'string', oneOf: CITY_TYPES.map((t) => ({ const: t.value, title: t.label })) };
    case 'file':
      return field.multiple ? listOf(field, fileSchema(field), MAX_FILES) : fileSchema(field);
    case 'resume_type':
      return fileSchema(field);
  }
}

/** One field's schema: its value schema with the label as title and the help text as description. */
export function fieldSchema(field: FormField, lang = 'en'): JsonSchema {
  const schema: JsonSchema = { title: localized(field.label, lang), ...valueSchema(field, lang) };
  const help = localized(field.helpText, lang);
  if (help) schema.description = help;
  return schema;
}

/** The fields in the order they are shown: by sortOrder, then as given. */
export function orderedFields(fields: FormField[]): FormField[] {
  return fields
    .map((field, index) => ({ field, index }))
    .sort((a, b) => a.field.sortOrder - b.field.sortOrder || a.index - b.index)
    .map(({ field }) => field);
}

/**
 * The JSON Schema of a form definition and the uiSchema the web renderer reads. Every property is
 * a field's keyNm; unknown keys are refused; required fields are listed in `required`.
 */
export function formJsonSchema(fields: FormField[], lang = 'en'): { schema: JsonSchema; uiSchema: JsonSchema } {
  const ordered = orderedFields(fields);
  const properties: JsonSchema = {};
  const uiSchema: JsonSchema = { 'ui:order': ordered.map((f) => f.keyNm) };
  for (const field of ordered) {
    properties[field.keyNm] = fieldSchema(field, lang);
    uiSchema[field.keyNm] = {
      // One rjsf field renders every type: it picks the Mantine widget by fieldType, so a new
      // definition needs no new code. It replaces rjsf's own oneOf/anyOf selectors too.
      'ui:field': 'customFormField',
      'ui:fieldReplacesAnyOrOneOf': true,
      'ui:options': { fieldType: field.fieldType, label: false },
      ...(field.placeholder ? { 'ui:placeholder': localized(field.placeholder, lang) } : {}),
    };
  }
  const schema: JsonSchema = {
    $schema: JSON_SCHEMA_DIALECT,
    type: 'object',
    properties,
    required: ordered.filter((f) => f.required).map((f) => f.keyNm),
    additionalProperties: false,
  };
  return { schema, uiSchema };
}
