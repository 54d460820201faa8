// The public props of the custom-form renderer.
import type { ReactNode, Ref } from 'react';
import type { FilePurpose } from '@generated/api/model';
import type { FormField } from '@shared/custom-form/index.ts';

/**
 * What a parent can do with a rendered form through `ref`:
 * - `validate()` checks every field, shows the messages and focuses the first invalid input;
 *   it returns whether the form is valid (use it in a wizard's "Next").
 * - `submit()` does what the submit button does: validate, then call `onSubmit` if valid.
 * - `isValid()` checks silently (for enabling a button), `isUploading()` says a file is still going up.
 * A parent may also put `<Button type="submit" form={formId}>` anywhere on the page.
 */
export type CustomFormHandle = {
  validate: () => boolean;
  submit: () => void;
  isValid: () => boolean;
  isUploading: () => boolean;
};

export type CustomFormRendererProps = {
  /** The definition (e.g. formFields(form) of a custom-form/get answer, or a job's questions). */
  fields: FormField[];
  /** The values, keyed by keyNm (controlled). */
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
  /** Called with the normalized values (empty ones left out) once every field is valid. */
  onSubmit?: (value: Record<string, unknown>) => void | Promise<void>;
  /** Language of labels and messages; English when the definition has no text in it. */
  lang?: string;
  /** Purpose sent with file uploads (`resume_type` fields always send `resume`). Default `document`. */
  uploadPurpose?: FilePurpose;
  /** No account: master data and uploads use the guest calls (files/guest/upload ...). */
  guest?: boolean;
  /** The `<form>` element's id (and input id prefix), so buttons outside can submit it. */
  formId?: string;
  /**
   * Inside another form (a sign-up's questions): rendered as a `<div>`, since forms cannot nest.
   * The parent's submit checks it through `ref` (`validate()`); `submitLabel` does not apply.
   */
  nested?: boolean;
  disabled?: boolean;
  /** When given (with onSubmit), a submit button with this text ends the form. */
  submitLabel?: string;
  /** Rendered after the fields inside the form, e.g. the screen's own buttons. */
  children?: ReactNode;
  ref?: Ref<CustomFormHandle>;
};
