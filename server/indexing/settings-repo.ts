// A board's indexing keys (table indexing_settings). The service account's JSON is a secret: it
// is read here for sending and never leaves the server; the console sees its client_email only.
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';

export type IndexingKeys = {
  serviceAccount: string | null;
  clientEmail: string | null;
  indexNowKey: string | null;
  updatedAt: Date | null;
};

const NONE: IndexingKeys = { serviceAccount: null, clientEmail: null, indexNowKey: null, updatedAt: null };

export async function readIndexingKeys(db: Db, clientId: string): Promise<IndexingKeys> {
  const row = await scopedTo(db, clientId)
    .selectFrom('indexing_settings')
    .select(['google_service_account', 'google_client_email', 'indexnow_key', 'updated_at'])
    .executeTakeFirst();
  if (!row) return NONE;
  return {
    serviceAccount: row.google_service_account,
    clientEmail: row.google_client_email,
    indexNowKey: row.indexnow_key,
    updatedAt: row.updated_at,
  };
}

/** A board with at least one engine's key: the only boards that queue notifications. */
export const hasAnyKey = (k: IndexingKeys) => Boolean(k.serviceAccount || k.indexNowKey);

type Change = { google: { serviceAccount: string; clientEmail: string } | null } | { indexNowKey: string | null };

export async function writeIndexingKeys(db: Db, clientId: string, change: Change): Promise<void> {
  const values =
    'google' in change
      ? {
          google_service_account: change.google?.serviceAccount ?? null,
          google_client_email: change.google?.clientEmail ?? null,
        }
      : { indexnow_key: change.indexNowKey };
  const now = new Date();
  await scopedTo(db, clientId)
    .insertInto('indexing_settings', { ...values, updated_at: now })
    .onConflict((oc) => oc.column('client_id').doUpdateSet({ ...values, updated_at: now }))
    .execute();
}

/** The board whose IndexNow key this is, for the key file on that board's host only. */
export async function indexNowKeyOf(db: Db, clientId: string): Promise<string | null> {
  return (await readIndexingKeys(db, clientId)).indexNowKey;
}
