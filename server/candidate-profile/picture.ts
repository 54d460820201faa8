// The profile picture: an image upload (type from the bytes) that becomes the account's avatar;
// the picture it replaces is removed from the store, unless something else still points at it.
import type { FastifyRequest } from 'fastify';
import type { components } from '@generated/schema';
import { storageFor } from '../files/storage-for.ts';
import { storeUpload } from '../files/uploads.ts';
import { userOf, type RequestContext } from '../http/context.ts';

type UploadedFile = components['schemas']['UploadedFile'];

const keyOf = (uri: string | null) => (uri?.startsWith('/files/') ? uri.slice('/files/'.length) : null);

export async function replacePicture(
  req: FastifyRequest,
  ctx: RequestContext,
  clientId: string,
): Promise<UploadedFile> {
  const user = userOf(ctx);
  const file = await storeUpload(req, ctx, clientId, 'image');
  const before = await ctx.db
    .selectFrom('users')
    .select('avatar_uri')
    .where('client_id', '=', clientId)
    .where('id', '=', user.id)
    .executeTakeFirst();
  await ctx.db
    .updateTable('users')
    .set({ avatar_uri: file.uri, updated_at: new Date() })
    .where('client_id', '=', clientId)
    .where('id', '=', user.id)
    .execute();
  const oldKey = keyOf(before?.avatar_uri ?? null);
  if (oldKey) {
    const removed = await ctx.db
      .deleteFrom('files')
      .where('client_id', '=', clientId)
      .where('owner_id', '=', user.id)
      .where('storage_key', '=', oldKey)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) > 0) await storageFor(ctx.config).remove(oldKey);
  }
  return file;
}
