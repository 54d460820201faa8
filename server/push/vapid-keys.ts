// The installation's VAPID key pair: made with web-push the first time anything needs it and kept
// in one row of push_vapid_keys, so every server process (and every restart) signs with the same
// key and browsers' subscriptions stay valid. Two processes racing on the first use both insert
// `on conflict do nothing` and then read the one row that won.
import webPush from 'web-push';
import type { Db } from '../db/database.ts';
import { storedVapidKeys, storeVapidKeys } from './vapid-keys-repo.ts';

export type VapidKeys = { publicKey: string; privateKey: string };

const cache = new WeakMap<Db, Promise<VapidKeys>>();

async function loadOrCreate(db: Db): Promise<VapidKeys> {
  let row = await storedVapidKeys(db);
  if (!row) {
    const made = webPush.generateVAPIDKeys();
    await storeVapidKeys(db, made.publicKey, made.privateKey);
    row = await storedVapidKeys(db);
  }
  if (!row) throw new Error('the VAPID key pair could not be stored');
  return { publicKey: row.public_key, privateKey: row.private_key };
}

/** The key pair, read (or made) once per database handle. */
export function vapidKeys(db: Db): Promise<VapidKeys> {
  let keys = cache.get(db);
  if (!keys) {
    keys = loadOrCreate(db);
    // A failed read is not remembered: the next call tries again.
    keys.catch(() => cache.delete(db));
    cache.set(db, keys);
  }
  return keys;
}
