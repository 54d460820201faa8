// The installation's one row of push_vapid_keys.
import type { Db } from '../db/database.ts';

export async function storedVapidKeys(db: Db) {
  return db.selectFrom('push_vapid_keys').select(['public_key', 'private_key']).executeTakeFirst();
}

/** Stores a pair unless one is stored already (two processes racing on the first use). */
export async function storeVapidKeys(db: Db, publicKey: string, privateKey: string): Promise<void> {
  await db
    .insertInto('push_vapid_keys')
    .values({ public_key: publicKey, private_key: privateKey })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
