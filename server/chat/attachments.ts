// A message's attachments are files the sender uploaded on this tenant (files/upload), of the
// document types (pdf, doc, docx, png, jpg; 25 MB each by the upload's own limit). The stored
// copy comes from the upload's record, never from what the client says about it.
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { ACCEPTED, findTenantFile, fileUri } from '../files/index.ts';
import { badRequest } from '../errors/errors.ts';

type UploadedFile = components['schemas']['UploadedFile'];

const PREFIX = '/files/';
const bad = (i: number, message: string) => badRequest(message, { fields: [{ field: `attachments.${i}`, message }] });

export async function ownAttachments(
  db: Db,
  clientId: string,
  senderId: string,
  files: readonly UploadedFile[] | undefined,
): Promise<UploadedFile[]> {
  const out: UploadedFile[] = [];
  for (const [i, f] of (files ?? []).entries()) {
    const row = f.uri.startsWith(PREFIX) ? await findTenantFile(db, clientId, f.uri.slice(PREFIX.length)) : undefined;
    if (!row || row.owner_id !== senderId) throw bad(i, 'Attach a file you uploaded');
    if (!ACCEPTED.document.includes(row.mime_type)) throw bad(i, 'Attach a pdf, doc, docx, png or jpg file');
    out.push({ uri: fileUri(row.storage_key), name: row.name, mimeType: row.mime_type, size: Number(row.size) });
  }
  return out;
}
