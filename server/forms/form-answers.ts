// Saved values as another person reads them (the contract's FormAnswers): today's fields that hold
// a value, the values, and the answers to fields the form no longer asks (former-answers.ts, so a
// definition change never hides what was said). `shows` says which fields this reader may see.
import type { components } from '@generated/schema';
import { splitSavedValues, type FormField } from '../../shared/custom-form/index.ts';
import type { FormDataRow } from './form-data-repo.ts';

type S = components['schemas'];

export type AnswersView = {
  /** Whether this reader may see a field's value (default: every field). */
  shows?: (field: FormField) => boolean;
  /** Whether answers to fields no longer asked are shown (default: yes). */
  former?: boolean;
};

/** The answers of a saved row, or undefined when there is nothing this reader may see. */
export function formAnswers(
  fields: readonly FormField[],
  row: Pick<FormDataRow, 'values' | 'fields'> | undefined,
  view: AnswersView = {},
): S['FormAnswers'] | undefined {
  if (!row) return undefined;
  const shows = view.shows ?? (() => true);
  const split = splitSavedValues(fields, row.values, row.fields ?? []);
  const shown = fields.filter((f) => f.keyNm in split.values && shows(f));
  const former = view.former === false ? [] : split.former.filter((a) => shows(a.field));
  if (shown.length === 0 && former.length === 0) return undefined;
  return {
    fields: shown,
    values: Object.fromEntries(shown.map((f) => [f.keyNm, split.values[f.keyNm]])) as S['CustomFormValues'],
    formerAnswers: former as S['FormerAnswer'][],
  };
}
