// SQL of a board's hosts for the admin console: the hosts that serve or redirect (client_hosts)
// and the custom domains still waiting for their DNS record (domain_verifications).
import type { Db } from '../../db/database.ts';
import { scopedTo } from '../../db/tenant-scope.ts';

export type HostRow = {
  host: string;
  kind: 'primary' | 'alias' | 'moved';
  createdAt: Date;
  verifiedAt: Date | null;
  retiredAt: Date | null;
};

export type VerificationRow = {
  id: string;
  domain: string;
  txtToken: string;
  createdAt: Date;
  checkedAt: Date | null;
  verifiedAt: Date | null;
  checkNote: string | null;
};

const date = (v: Date | string) => new Date(v);
const dateOrNull = (v: Date | string | null) => (v === null ? null : new Date(v));

export async function hostsOf(db: Db, clientId: string): Promise<HostRow[]> {
  const rows = await scopedTo(db, clientId)
    .selectFrom('client_hosts')
    .select(['host', 'kind', 'created_at', 'verified_at', 'retired_at'])
    .execute();
  return rows.map((r) => ({
    host: r.host,
    kind: r.kind,
    createdAt: date(r.created_at),
    verifiedAt: dateOrNull(r.verified_at),
    retiredAt: dateOrNull(r.retired_at),
  }));
}

export async function verificationsOf(db: Db, clientId: string, domain?: string): Promise<VerificationRow[]> {
  let q = scopedTo(db, clientId)
    .selectFrom('domain_verifications')
    .select(['id', 'domain', 'txt_token', 'created_at', 'checked_at', 'verified_at', 'check_note']);
  if (domain !== undefined) q = q.where('domain', '=', domain);
  const rows = await q.execute();
  return rows.map((r) => ({
    id: r.id,
    domain: r.domain,
    txtToken: r.txt_token,
    createdAt: date(r.created_at),
    checkedAt: dateOrNull(r.checked_at),
    verifiedAt: dateOrNull(r.verified_at),
    checkNote: r.check_note,
  }));
}

/** Notes a lookup that did not prove the domain, so the list can say why. */
export async function noteFailedCheck(db: Db, clientId: string, id: string, now: Date, note: string) {
  await scopedTo(db, clientId)
    .updateTable('domain_verifications')
    .set({ checked_at: now, check_note: note })
    .where('id', '=', id)
    .where('verified_at', 'is', null)
    .execute();
}

/** Records the lookup that proved the domain. */
export async function noteVerified(db: Db, clientId: string, id: string, now: Date): Promise<void> {
  await scopedTo(db, clientId)
    .updateTable('domain_verifications')
    .set({ checked_at: now, verified_at: now, check_note: null })
    .where('id', '=', id)
    .execute();
}

/** Withdraws a domain that was never proven; a proven one is history and stays. */
export async function deletePending(db: Db, clientId: string, domain: string): Promise<number> {
  const r = await scopedTo(db, clientId)
    .deleteFrom('domain_verifications')
    .where('domain', '=', domain)
    .where('verified_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Makes one of the board's serving or retired hosts primary; the primary one now is retired. */
export async function promoteHost(db: Db, clientId: string, host: string, now: Date): Promise<void> {
  const board = scopedTo(db, clientId);
  await board
    .updateTable('client_hosts')
    .set({ kind: 'moved', retired_at: now })
    .where('kind', '=', 'primary')
    .where('host', '<>', host)
    .execute();
  await board.updateTable('client_hosts').set({ kind: 'primary', retired_at: null }).where('host', '=', host).execute();
}
