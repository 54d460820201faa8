// The field errors of a refused save (400, `data.fields` named like `body.experiences.0.company`)
// keyed by the builder's paths, worded for people: the server's schema messages ("must match
// pattern ...") are technical, so those get the builder's own sentence.
import { t } from '@lingui/core/macro';
import { isApiError } from '@/lib/api/api-error';
import type { FieldErrors } from './validate';

const TECHNICAL = /pattern|format|must NOT|must match|must be equal|must have required/i;

/** `skills.3.skillName` is shown on the skills input, which has no input per skill. */
function builderPath(field: string): string {
  const path = field.replace(/^body\.?/, '');
  return path.startsWith('skills.') ? 'skills' : path;
}

/** `experiences.1.company` of the request → the draft's own index of that entry. */
function draftPath(path: string, sent: Partial<Record<string, number[]>>): string {
  const m = /^([a-zA-Z]+)\.(\d+)(\..*)?$/.exec(path);
  const indexes = m?.[1] ? sent[m[1]] : undefined;
  const index = indexes?.[Number(m?.[2])];
  return m && index !== undefined ? `${m[1]}.${index}${m[3] ?? ''}` : path;
}

/** `sent` maps each list's request indexes to the draft's (draft.ts `sentIndexes`). */
export function serverFieldErrors(error: unknown, sent: Partial<Record<string, number[]>> = {}): FieldErrors {
  const out: FieldErrors = {};
  if (!isApiError(error) || error.status !== 400) return out;
  for (const { field, message } of error.body.data?.fields ?? []) {
    const path = draftPath(builderPath(field), sent);
    if (!path || out[path]) continue;
    out[path] = TECHNICAL.test(message)
      ? t`The server did not accept this value`
      : message.charAt(0).toUpperCase() + message.slice(1);
  }
  return out;
}
