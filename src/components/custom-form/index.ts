// Custom forms on the web: CustomFormRenderer turns a form definition into a working form (loaded
// lazily); FieldValueList shows saved values. The schema and the checks live in shared/custom-form.
export { CustomFormRenderer } from './lazy';
export { FieldValueList } from './field-value-list';
export { useCustomFormHandle } from './use-form-handle';
export type { CustomFormHandle, CustomFormRendererProps } from './types';
export type { FormField } from '@shared/custom-form/types.ts';
export { formFields } from '@shared/custom-form/form-fields.ts';
