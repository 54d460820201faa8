// The profile picture: an image upload (type from the bytes) that becomes the account's avatar;
// the picture it replaces is removed from the store, unless something else still points at it.
import type { FastifyRequest } from 'fastify';
import type { components } from '@generated/schema';
import { storageFor, storeUpload } from '../files/index.ts';
import { userOf, type RequestContext } from '../http/context.ts';
import { deleteOwnFile } from './files-repo.ts';
import { avatarOf, updateAccount } from './users-repo.ts';

type UploadedFile = components['schemas']['UploadedFile'];

const keyOf = (uri: string | null) => (uri?.startsWith('/files/') ? uri.slice('/files/'.length) : null);

export async function replacePicture(
  req: FastifyRequest,
  ctx: RequestContext,
  clientId: string,
): Promise<UploadedFile> {
  const user = userOf(ctx);
  const file = await storeUpload(req, ctx, clientId, 'image');
  const before = await avatarOf(ctx.db, clientId, user.id);
  await updateAccount(ctx.db, clientId, user.id, { avatar_uri: file.uri, updated_at: new Date() });
  const oldKey = keyOf(before);
  if (oldKey) {
    if (await deleteOwnFile(ctx.db, clientId, user.id, oldKey)) await storageFor(ctx.config).remove(oldKey);
  }
  return file;
}
