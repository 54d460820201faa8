// The shapes custom forms are made of, taken from the contract so the web and the server agree.
import type { components } from '@generated/schema';

/** One field of a form definition (CustomField; a job's JobQuestion is the same shape). */
export type FormField = components['schemas']['CustomField'];
export type FieldType = components['schemas']['CustomFieldType'];
export type LocalizedText = components['schemas']['LocalizedText'];
export type UploadedFileValue = components['schemas']['UploadedFile'];
export type IdNameValue = components['schemas']['IdName'];

/** A JSON Schema object (2020-12 dialect) as we build it: plain data, no functions. */
export type JsonSchema = { [key: string]: unknown };

/** One refused value: the field's key and a message that names the field. */
export type FieldError = { keyNm: string; message: string };

export type ValidationResult = { valid: boolean; errors: FieldError[] };

/** The workplace codes a city_type field picks from (the contract's WorkplaceType). */
export const CITY_TYPES = [
  { value: 'OFFICE', label: 'Office' },
  { value: 'WFH', label: 'Work from home' },
  { value: 'HYBRID', label: 'Hybrid' },
] as const;

/** Files accepted when a file field names no mime types: the upload rule of the specification. */
export const DEFAULT_FILE_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export const RESUME_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
/** The specification's upload limit (26,214,400 bytes). */
export const MAX_FILE_SIZE = 26_214_400;

/** The text of a localized label in a language, falling back to English. */
export function localized(text: LocalizedText | null | undefined, lang = 'en'): string {
  if (!text) return '';
  return text[lang] ?? text.en;
}

/** Whether a field's value is a list: several choices, several files, categories, or a checkbox group. */
export function isListField(field: FormField): boolean {
  if (field.fieldType === 'categories') return true;
  if (field.fieldType === 'checkbox') return (field.options?.length ?? 0) > 0;
  if (field.fieldType === 'dropdown' || field.fieldType === 'file') return field.multiple === true;
  return false;
}

export function isFileField(field: FormField): boolean {
  return field.fieldType === 'file' || field.fieldType === 'resume_type';
}

export function isEmptyValue(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0) ||
    // An object with nothing in it (a form library's blank place or file) is no value either.
    (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0)
  );
}
