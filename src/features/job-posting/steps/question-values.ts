// Additional questions as edited on screen, and their conversion to the contract's
// JobQuestionInput. Existing questions keep their _id and keyNm so answers already given stay
// attached; new ones get a key made from the label, unique within the job.
import { t } from '@lingui/core/macro';
import type { CustomFieldType, Job, JobQuestionInput } from '@generated/api/model';
import { fieldTypes } from '@generated/manifest';

export type QuestionDraft = {
  _id?: string;
  keyNm?: string;
  label: string;
  fieldType: CustomFieldType;
  required: boolean;
  /** One choice per line, for dropdown and checkbox questions. */
  options: string;
};

export const QUESTION_TYPES = Object.values(fieldTypes)
  .filter((t) => t.type !== 'password')
  .map((t) => ({ value: t.type as CustomFieldType, label: t.label }));

export function needsOptions(type: CustomFieldType): boolean {
  return type === 'dropdown' || type === 'checkbox';
}

export function questionsFromJob(job: Job): QuestionDraft[] {
  return job.questions.map((q) => ({
    _id: q._id,
    keyNm: q.keyNm,
    label: q.label.en,
    fieldType: q.fieldType,
    required: q.required,
    options: (q.options ?? []).map((o) => o.label.en).join('\n'),
  }));
}

export function emptyQuestion(): QuestionDraft {
  return { label: '', fieldType: 'text', required: false, options: '' };
}

function keyFrom(label: string): string {
  const words = label
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 6);
  const camel = words
    .map((w, i) => (i === 0 ? w.toLowerCase() : w[0]?.toUpperCase() + w.slice(1).toLowerCase()))
    .join('');
  const key = /^[A-Za-z]/.test(camel) ? camel : `q${camel}`;
  return key.slice(0, 56) || 'question';
}

function optionValue(label: string, index: number): string {
  const slug = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
  return (slug || `option_${index + 1}`).slice(0, 100);
}

export function optionLines(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}

export type QuestionErrors = Record<number, Partial<Record<'label' | 'options', string>>>;

export function validateQuestions(list: QuestionDraft[]): QuestionErrors {
  const errors: QuestionErrors = {};
  list.forEach((q, i) => {
    const e: Partial<Record<'label' | 'options', string>> = {};
    if (!q.label.trim()) e.label = t`Write the question`;
    if (needsOptions(q.fieldType) && optionLines(q.options).length === 0) e.options = t`Add at least one choice`;
    if (Object.keys(e).length) errors[i] = e;
  });
  return errors;
}

export function toQuestionInputs(list: QuestionDraft[]): JobQuestionInput[] {
  const used = new Set(list.map((q) => q.keyNm).filter((k): k is string => Boolean(k)));
  return list.map((q) => {
    let keyNm = q.keyNm;
    if (!keyNm) {
      const base = keyFrom(q.label);
      keyNm = base;
      for (let n = 2; used.has(keyNm); n += 1) keyNm = `${base}${n}`;
      used.add(keyNm);
    }
    const input: JobQuestionInput = {
      keyNm,
      label: { en: q.label.trim() },
      fieldType: q.fieldType,
      required: q.required,
    };
    if (q._id) input._id = q._id;
    if (needsOptions(q.fieldType))
      input.options = optionLines(q.options).map((label, i) => ({
        value: optionValue(label, i),
        label: { en: label },
      }));
    return input;
  });
}
