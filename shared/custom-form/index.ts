// Custom forms shared by the web app and the server: the form definition's one JSON Schema,
// validation with it (Ajv 2020-12), and how saved values are shown. Pure TypeScript.
export type {
  FormField,
  FieldType,
  FieldError,
  ValidationResult,
  JsonSchema,
  UploadedFileValue,
  IdNameValue,
} from './types.ts';
export {
  CITY_TYPES,
  DEFAULT_FILE_MIME_TYPES,
  RESUME_MIME_TYPES,
  MAX_FILE_SIZE,
  localized,
  isListField,
  isFileField,
  isEmptyValue,
} from './types.ts';
export {
  formJsonSchema,
  fieldSchema,
  orderedFields,
  JSON_SCHEMA_DIALECT,
  PHONE_PATTERN,
  MONTH_PATTERN,
} from './schema.ts';
export { validateFormData, normalizeFormData, fieldErrors, messageFor, compileSchema } from './validate.ts';
export { formatFieldValue, truncateEnd, truncateMiddle } from './format.ts';
export { formFields } from './form-fields.ts';
export { applicationQuestions } from './application-questions.ts';
export { splitSavedValues, valuesToKeep, labelFromKey, type FormerAnswer } from './former-answers.ts';
