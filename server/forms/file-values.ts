// File values of a form must name uploads of this tenant made by the caller (or by a guest before
// signing up). What the client says about a file (name, type, size) is replaced by what the
// upload recorded, so the form's mime-type and size rules judge the real file.
import type { Db } from '../db/database.ts';
import { findTenantFile, fileUri } from '../files/index.ts';
import { isFileField, localized, type FieldError, type FormField } from '../../shared/custom-form/index.ts';

type Uploaded = { uri: string; name: string; mimeType: string; size: number };

function uriOf(item: unknown): string | null {
  if (typeof item === 'string') return item;
  if (item && typeof item === 'object' && 'uri' in item && typeof item.uri === 'string') return item.uri;
  return null;
}

const KEY = /^\/files\/([A-Za-z0-9][A-Za-z0-9._-]{0,200})$/;

export async function resolveFileValues(
  db: Db,
  clientId: string,
  /** The uploader whose files may be named; null for a guest (only guest uploads). */
  userId: string | null,
  fields: FormField[],
  values: Record<string, unknown>,
): Promise<{ values: Record<string, unknown>; errors: FieldError[] }> {
  const out = { ...values };
  const errors: FieldError[] = [];
  for (const field of fields) {
    if (!isFileField(field)) continue;
    const raw = values[field.keyNm];
    if (raw === undefined || raw === null || raw === '') continue;
    const items = Array.isArray(raw) ? raw : [raw];
    const resolved: Uploaded[] = [];
    let bad = false;
    for (const item of items) {
      const key = KEY.exec(uriOf(item) ?? '')?.[1];
      const row = key ? await findTenantFile(db, clientId, key) : undefined;
      if (!row || (row.owner_id !== null && row.owner_id !== userId)) {
        bad = true;
        break;
      }
      resolved.push({ uri: fileUri(row.storage_key), name: row.name, mimeType: row.mime_type, size: row.size });
    }
    if (bad) {
      errors.push({ keyNm: field.keyNm, message: `${localized(field.label)}: upload the file first, then save` });
      continue;
    }
    out[field.keyNm] = Array.isArray(raw) ? resolved : resolved[0];
  }
  return { values: out, errors };
}
