// A definition change never breaks a saved answer. Saved values are read against today's fields:
// a value whose field is still asked (same key, same type) is a current value; any other (the field
// was removed, its key re-added with another type, or it is no longer covered by the licence) is a
// former answer, shown with the field as it was when answered and marked "no longer asked". Pure,
// so the server splits what it sends and the web shows what it gets by the same rule.
import { isEmptyValue, type FormField } from './types.ts';

export type FormerAnswer = { field: FormField; value: unknown };

export type SplitValues = { values: Record<string, unknown>; former: FormerAnswer[] };

// Rows saved before the fields they answered were kept have no field to show an answer with.
const UNKNOWN_ID = '00000000-0000-0000-0000-000000000000';

/** noticePeriodDays → "Notice period days": a label for an answer whose field is unknown. */
export function labelFromKey(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

/** A plain text field under the key: shows any value (text, yes/no, a place's or a file's name). */
function unknownField(keyNm: string, sortOrder: number): FormField {
  return {
    _id: UNKNOWN_ID,
    keyNm,
    label: { en: labelFromKey(keyNm) },
    fieldType: 'text',
    required: false,
    isDefault: false,
    sortOrder,
  };
}

/**
 * Today's values and the former answers of saved values. `answered` are the fields as they were
 * when the values were saved (empty for values saved before they were kept).
 */
export function splitSavedValues(
  fields: readonly FormField[],
  saved: Record<string, unknown> | null | undefined,
  answered: readonly FormField[] = [],
): SplitValues {
  const current = new Map(fields.map((f) => [f.keyNm, f]));
  const then = new Map(answered.map((f) => [f.keyNm, f]));
  const values: Record<string, unknown> = {};
  const former: FormerAnswer[] = [];
  for (const [key, value] of Object.entries(saved ?? {})) {
    if (isEmptyValue(value)) continue;
    const now = current.get(key);
    const was = then.get(key);
    if (now && (!was || was.fieldType === now.fieldType)) values[key] = value;
    else former.push({ field: was ?? unknownField(key, 10_000 + former.length), value });
  }
  former.sort((a, b) => a.field.sortOrder - b.field.sortOrder);
  return { values, former };
}

/**
 * What a save keeps: the new values of today's fields, and the former answers of the row saved
 * before (an answer to a field since removed is the user's and stays) unless the new values
 * answer the same key. `fields` are the fields every kept value answered, for later reading.
 */
export function valuesToKeep(
  fields: readonly FormField[],
  values: Record<string, unknown>,
  before?: { values: Record<string, unknown>; fields: readonly FormField[] },
): { values: Record<string, unknown>; fields: FormField[] } {
  const former = splitSavedValues(fields, before?.values, before?.fields).former.filter(
    (a) => !(a.field.keyNm in values),
  );
  // An answer whose field was never kept stays without one: it is shown under its key again.
  const known = former.filter((a) => a.field._id !== UNKNOWN_ID).map((a) => a.field);
  const answered = fields.filter((f) => f.keyNm in values);
  return {
    values: { ...Object.fromEntries(former.map((a) => [a.field.keyNm, a.value])), ...values },
    fields: [...known, ...answered],
  };
}
