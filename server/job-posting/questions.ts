// Additional questions are custom-form fields: checked against the manifest's field types (what
// kind of value each holds), then stored in the CustomField shape so the apply screen renders them
// like any custom form.
import { randomUUID } from 'node:crypto';
import type { components } from '@generated/schema';
import { fieldTypes } from '@generated/manifest';
import { badRequest } from '../errors/errors.ts';

type S = components['schemas'];
type QuestionInput = S['JobQuestionInput'];
type Question = S['JobQuestion'];

const WITH_OPTIONS = new Set(['dropdown', 'checkbox']);

function problemOf(q: QuestionInput): string | null {
  const info = (fieldTypes as Record<string, { jsonType: string } | undefined>)[q.fieldType];
  if (!info) return `has an unknown field type ${q.fieldType}`;
  if (q.options?.length && !WITH_OPTIONS.has(q.fieldType))
    return 'has options, which only dropdown and checkbox questions take';
  const values = (q.options ?? []).map((o) => o.value);
  if (new Set(values).size !== values.length) return 'has two options with the same value';
  const v = q.validation;
  if (!v) return null;
  if ((v.min != null || v.max != null) && info.jsonType !== 'number')
    return 'has min or max, which only number questions take';
  if (v.min != null && v.max != null && v.min > v.max) return 'has a min above its max';
  if (v.minLength != null && v.maxLength != null && v.minLength > v.maxLength)
    return 'has a minLength above its maxLength';
  if ((v.mimeTypes?.length || v.maxSize != null) && q.fieldType !== 'file')
    return 'has file rules but is not a file question';
  if (v.pattern != null) {
    try {
      new RegExp(v.pattern, 'u');
    } catch {
      return 'has a pattern that is not a valid regular expression';
    }
  }
  return null;
}

/** The questions to store, or a 400 naming the first question that is wrong. */
export function toQuestions(inputs: QuestionInput[], saved: Question[]): Question[] {
  const seen = new Set<string>();
  const savedIds = new Set(saved.map((q) => q._id));
  return inputs.map((q, i) => {
    const key = q.keyNm.toLowerCase();
    if (seen.has(key))
      throw badRequest(`Question ${i + 1}: the key ${q.keyNm} is used by another question of this job`);
    seen.add(key);
    const problem = problemOf(q);
    if (problem) throw badRequest(`Question ${i + 1} (${q.keyNm}) ${problem}`);
    return {
      // A kept _id keeps the answers already given to the question.
      _id: q._id && savedIds.has(q._id) ? q._id : randomUUID(),
      keyNm: q.keyNm,
      label: q.label,
      fieldType: q.fieldType,
      required: q.required,
      placeholder: q.placeholder ?? null,
      helpText: q.helpText ?? null,
      options: q.options ?? [],
      multiple: q.multiple ?? false,
      validation: q.validation ?? null,
      isDefault: false,
      sortOrder: i,
    };
  });
}
