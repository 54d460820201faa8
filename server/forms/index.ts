// The forms domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/forms/ is its own.
export { boardApplicationFields } from './application-fields.ts';
export { applicantDetails, candidateDetails } from './candidate-details.ts';
export { DEFAULT_FORMS, defaultForm } from './defaults.ts';
export { findForm, type FieldRow, type LoadedForm } from './forms-repo.ts';
export { formHandlers } from './handlers.ts';
export { assertJobValuesPass, copyJobValues, jobFormValues } from './job-values.ts';
export { customFieldsLicensed } from './licence.ts';
export { toField, visibleFieldRows } from './present.ts';
export { checkRegistrationAnswers, keepRegistrationAnswers } from './registration-answers.ts';
