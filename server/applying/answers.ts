// Answers to a job's additional questions, checked with the same JSON Schema the apply form uses
// (shared/custom-form). A file answer names an upload by uri (or as an UploadedFile): it must be an
// upload on this tenant (the applicant's own when signed in, a guest upload otherwise); the form
// schema then checks the file's real type and size, read from the upload, against the question.
import type { components } from '@generated/schema';
import {
  isEmptyValue,
  isFileField,
  localized,
  normalizeFormData,
  validateFormData,
  type FormField,
} from '../../shared/custom-form/index.ts';
import type { Db } from '../db/database.ts';
import { badRequest } from '../errors/errors.ts';
import { tenantUpload } from './files.ts';

type Answers = components['schemas']['ApplicationAnswers'];

const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : [v]);

/** A file answer names its upload by uri: the uri itself, or an UploadedFile whose uri is read. */
const uriOf = (item: unknown): string =>
  typeof item === 'string' ? item : item && typeof item === 'object' && 'uri' in item ? String(item.uri) : '';

const NUMERIC = /^-?\d+(\.\d+)?$/;

/**
 * The answer in the question's own JSON type. The request validator coerces scalar answers
 * (ApplicationAnswerValue is an anyOf starting with string), so 30 may arrive as "30" and true as
 * "true"; the question, not the wire, decides the type.
 */
function typed(q: FormField, value: unknown): unknown {
  if (q.fieldType === 'number') return typeof value === 'string' && NUMERIC.test(value.trim()) ? Number(value) : value;
  const yesNo = q.fieldType === 'toggle' || (q.fieldType === 'checkbox' && !(q.options?.length ?? 0));
  if (yesNo) return value === 'true' ? true : value === 'false' ? false : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return value;
}

/** The answers to store, or 400 naming the first question answered wrongly. */
export async function checkAnswers(
  db: Db,
  clientId: string,
  questions: FormField[],
  answers: Answers | undefined,
  ownerId: string | null,
): Promise<Answers> {
  const byKey = new Map(questions.map((q) => [q.keyNm, q]));
  const given: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(answers ?? {})) {
    const q = byKey.get(key);
    given[key] = q ? typed(q, value) : value;
  }
  const resolved: Record<string, unknown> = { ...given };
  for (const [key, value] of Object.entries(given)) {
    const q = byKey.get(key);
    if (!q || !isFileField(q) || isEmptyValue(value)) continue;
    const files = [];
    for (const item of asList(value)) {
      const file = await tenantUpload(db, clientId, uriOf(item));
      if (!file || file.ownerId !== ownerId)
        throw badRequest(`${localized(q.label) || key}: upload the file again and try once more`);
      const { ownerId: _o, ...uploaded } = file;
      files.push(uploaded);
    }
    resolved[key] = Array.isArray(value) ? files : files[0];
  }
  const result = validateFormData(questions, resolved);
  if (!result.valid) {
    const first = result.errors[0];
    throw badRequest(first?.message ?? 'Some answers are not valid', {
      fields: result.errors.map((e) => ({ field: `body.answers.${e.keyNm}`, message: e.message })),
    });
  }
  // Stored as validated: files as the stored uploads (never the name or size the client sent),
  // without empty values.
  return normalizeFormData(questions, resolved) as Answers;
}
