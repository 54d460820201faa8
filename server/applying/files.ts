// Uploaded files named by an application (the resume, file answers): `/files/<key>` of an upload
// recorded on the request's tenant, optionally of one owner. Another tenant's file, or a made-up
// uri, is refused like a missing upload.
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { badRequest } from '../errors/errors.ts';
import { ACCEPTED, findTenantFile, fileUri } from '../files/index.ts';

type UploadedFile = components['schemas']['UploadedFile'];

const PREFIX = '/files/';

/** The upload behind a uri on the tenant, as the contract's UploadedFile; undefined when there is none. */
export async function tenantUpload(
  db: Db,
  clientId: string,
  uri: string,
): Promise<(UploadedFile & { ownerId: string | null }) | undefined> {
  if (!uri.startsWith(PREFIX)) return undefined;
  const row = await findTenantFile(db, clientId, uri.slice(PREFIX.length));
  if (!row) return undefined;
  return {
    uri: fileUri(row.storage_key),
    name: row.name,
    mimeType: row.mime_type,
    size: Number(row.size),
    ownerId: row.owner_id,
  };
}

/**
 * The resume of an application: an upload on the tenant whose content is a pdf, doc or docx, and
 * for a signed-in applicant one they uploaded, or the resume already on their profile.
 */
export async function resumeFor(
  db: Db,
  clientId: string,
  uri: string,
  applicant: { userId: string; profileResume: UploadedFile | null } | { guest: true },
): Promise<UploadedFile> {
  const missing = badRequest('Upload your resume (pdf, doc or docx) and try again');
  if ('userId' in applicant && applicant.profileResume?.uri === uri) return applicant.profileResume;
  const file = await tenantUpload(db, clientId, uri);
  if (!file) throw missing;
  if ('userId' in applicant && file.ownerId !== applicant.userId) throw missing;
  if ('guest' in applicant && file.ownerId !== null) throw missing;
  if (!ACCEPTED.resume.includes(file.mimeType)) throw badRequest('The resume must be a pdf, doc or docx file');
  const { ownerId: _owner, ...uploaded } = file;
  return uploaded;
}
