// rjsf's validator, backed by the shared validator (shared/custom-form): the web form checks the
// same JSON Schema with the same Ajv 2020-12 and shows the same messages as the server's 400s.
import type { ErrorSchema, RJSFSchema, RJSFValidationError, ValidationData, ValidatorType } from '@rjsf/utils';
import { compileSchema, validateFormData, type FormField, type JsonSchema } from '@shared/custom-form/index.ts';

type Values = Record<string, unknown>;

export function createFormValidator(fields: FormField[], lang: string): ValidatorType<Values> {
  return {
    validateFormData(formData): ValidationData<Values> {
      const result = validateFormData(fields, formData ?? {}, lang);
      const errorSchema: ErrorSchema<Values> = {};
      const errors: RJSFValidationError[] = result.errors.map(({ keyNm, message }) => {
        // Each field shows its own message; rjsf reads them from errorSchema[keyNm].__errors.
        (errorSchema as Record<string, { __errors: string[] }>)[keyNm] = { __errors: [message] };
        return { name: 'field', property: `.${keyNm}`, message, stack: message, params: {}, schemaPath: '' };
      });
      return { errors, errorSchema };
    },
    isValid(schema: RJSFSchema, formData: unknown): boolean {
      // rjsf asks this while resolving anyOf/oneOf branches of a sub-schema.
      try {
        return compileSchema(schema as JsonSchema)(formData) === true;
      } catch {
        return false;
      }
    },
    rawValidation<Result>(schema: RJSFSchema, formData?: Values) {
      try {
        const validate = compileSchema(schema as JsonSchema);
        validate(formData);
        return { errors: (validate.errors ?? undefined) as Result[] | undefined };
      } catch (e) {
        return { validationError: e as Error };
      }
    },
  };
}
