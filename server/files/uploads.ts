// Storing an upload: the type comes from the bytes and must suit the purpose (415 otherwise); the
// file is kept under a random name with the detected type's extension, and a `files` row records
// which tenant (and user) it belongs to.
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { components } from '@generated/schema';
import type { RequestContext } from '../http/context.ts';
import { AppError, badRequest, forbidden } from '../errors/errors.ts';
import { extensionFor, isAccepted, type UploadPurpose } from './accepted-types.ts';
import { detectMimeType } from './detect.ts';
import { insertFile } from './files-repo.ts';
import { receivedFile } from './multipart.ts';
import { storageFor } from './storage-for.ts';

type UploadedFile = components['schemas']['UploadedFile'];

const ALLOWED_TEXT: Record<UploadPurpose, string> = {
  image: 'png, jpg or jpeg',
  document: 'png, jpg, jpeg, pdf, doc or docx',
  resume: 'pdf, doc or docx',
  import: 'an XML feed (starting with <?xml …?>)',
};

export const unsupportedType = (purpose: UploadPurpose) =>
  new AppError(415, 'ERROR', `This file type is not accepted; upload ${ALLOWED_TEXT[purpose]}`);

export function fileUri(key: string): string {
  return `/files/${key}`;
}

export async function storeUpload(
  req: FastifyRequest,
  ctx: RequestContext,
  clientId: string,
  purpose: UploadPurpose,
): Promise<UploadedFile> {
  // Import feeds are for employers' bulk imports only (file-history/create), never for guests.
  if (purpose === 'import' && ctx.user?.role !== 'employer' && ctx.user?.role !== 'admin')
    throw forbidden('Only employers can upload job feeds');
  const file = receivedFile(req);
  if (!file) throw badRequest('Send the file as multipart/form-data with the fields file and purpose');
  const mimeType = file.size > 0 ? await detectMimeType(file.path) : null;
  if (!mimeType || !isAccepted(purpose, mimeType)) throw unsupportedType(purpose);
  const key = `${randomBytes(16).toString('hex')}.${extensionFor(mimeType)}`;
  await storageFor(ctx.config).put(key, file.path, mimeType);
  await insertFile(ctx.db, {
    clientId,
    ownerId: ctx.user?.id ?? null,
    key,
    name: file.name,
    mimeType,
    size: file.size,
    purpose,
  });
  return { uri: fileUri(key), name: file.name, mimeType, size: file.size };
}
