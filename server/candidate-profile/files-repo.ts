// The candidate's uploaded files as the profile replaces them.
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';

/** Deletes the user's uploaded file stored under the key; whether there was one. */
export async function deleteOwnFile(db: Db, clientId: string, ownerId: string, storageKey: string): Promise<boolean> {
  const removed = await scopedTo(db, clientId)
    .deleteFrom('files')
    .where('owner_id', '=', ownerId)
    .where('storage_key', '=', storageKey)
    .executeTakeFirst();
  return Number(removed.numDeletedRows) > 0;
}
