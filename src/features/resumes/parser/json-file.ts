// Reading a JSON Resume file in the browser before it is sent: a .json file, not empty, within
// the server's 1 MB request limit, that parses as JSON and is an object (a JSON Resume document is
// one). Whatever is wrong is said plainly, with the parser's own words for broken JSON.
import { t } from '@lingui/core/macro';
export const MAX_JSON_BYTES = 1_000_000;

export type JsonRead = { ok: true; document: Record<string, unknown> } | { ok: false; message: string };

const fail = (message: string): JsonRead => ({ ok: false, message });

export async function readJsonResume(file: File): Promise<JsonRead> {
  if (!/\.json$/i.test(file.name) && file.type !== 'application/json')
    return fail(t`Please choose a .json file (a JSON Resume document).`);
  if (file.size === 0) return fail(t`This file is empty. Please choose another one.`);
  if (file.size > MAX_JSON_BYTES) return fail(t`This file is larger than 1 MB. A JSON Resume is usually a few KB.`);
  let text: string;
  try {
    text = await file.text();
  } catch {
    return fail(t`We could not read this file. Please choose it again.`);
  }
  let value: unknown;
  try {
    // A byte order mark some editors write is not part of the JSON.
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    const detail = error instanceof Error ? error.message : '';
    return fail(t`This file is not valid JSON${detail ? ` (${detail})` : ''}. Check it in your editor and try again.`);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return fail(
      t`This JSON is not a JSON Resume: it should be one object with “basics”, “work”, “education” and so on.`,
    );
  return { ok: true, document: value as Record<string, unknown> };
}
