// SQL of custom domains: pending verifications with their TXT tokens, and attaching a proven
// domain as the client's primary host (the old primary keeps answering, as a permanent redirect).
import type { Db } from '../db/database.ts';
import { acrossTenants, scopedTo } from '../db/tenant-scope.ts';

export type PendingDomain = { id: string; domain: string; txtToken: string; verifiedAt: Date | null };

/** The board a host belongs to, whichever it is: a host is unique across every board. */
export async function hostOwner(db: Db, host: string): Promise<string | undefined> {
  const row = await acrossTenants(db)
    .selectFrom('client_hosts')
    .select('client_id')
    .where('host', '=', host)
    .executeTakeFirst();
  return row?.client_id;
}

export async function clientHosts(db: Db, clientId: string): Promise<{ host: string; kind: string }[]> {
  return scopedTo(db, clientId).selectFrom('client_hosts').select(['host', 'kind']).execute();
}

/** The client's pending verification of a domain, made with a new token the first time. */
export async function pendingDomain(
  db: Db,
  clientId: string,
  domain: string,
  newToken: string,
): Promise<PendingDomain> {
  const scope = scopedTo(db, clientId);
  await scope
    .insertInto('domain_verifications', { domain, txt_token: newToken, checked_at: null, verified_at: null })
    .onConflict((oc) => oc.columns(['client_id', 'domain']).doNothing())
    .execute();
  const row = await scope
    .selectFrom('domain_verifications')
    .select(['id', 'domain', 'txt_token', 'verified_at'])
    .where('domain', '=', domain)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    domain: row.domain,
    txtToken: row.txt_token,
    verifiedAt: row.verified_at ? new Date(row.verified_at) : null,
  };
}

export async function markChecked(db: Db, clientId: string, id: string, now: Date, verified: boolean): Promise<void> {
  await scopedTo(db, clientId)
    .updateTable('domain_verifications')
    .set(verified ? { checked_at: now, verified_at: now } : { checked_at: now })
    .where('id', '=', id)
    .execute();
}

/** Makes a proven domain the client's primary host; the old primary becomes a moved host. */
export async function attachAsPrimary(
  db: Db,
  clientId: string,
  domain: string,
  txtToken: string,
  now: Date,
): Promise<void> {
  const scope = scopedTo(db, clientId);
  await scope
    .updateTable('client_hosts')
    .set({ kind: 'moved', retired_at: now })
    .where('kind', '=', 'primary')
    .execute();
  await scope
    .insertInto('client_hosts', { host: domain, kind: 'primary', txt_token: txtToken, verified_at: now })
    .execute();
}
