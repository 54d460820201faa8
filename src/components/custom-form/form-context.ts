// What the renderer shares with its widgets through rjsf's formContext.
import type { FilePurpose } from '@generated/api/model';
import type { FormField } from '@shared/custom-form/index.ts';

export type FormContext = {
  lang: string;
  guest: boolean;
  uploadPurpose: FilePurpose;
  fields: FormField[];
  /** All current values, for widgets that depend on another field (state on country, city on state). */
  values: Record<string, unknown>;
  /** Uploads still running; the form is not submitted while any is. */
  setUploading: (key: string, busy: boolean) => void;
};
