// Host → tenant. The Host header is the only input: no header a client can set picks a tenant.
import type { Db } from '../db/database.ts';
import type { Tenant } from '../http/context.ts';

export type HostResolution =
  { kind: 'unknown' } | { kind: 'moved'; to: string; tenant: Tenant } | { kind: 'found'; tenant: Tenant };

/** Lower-cased host without port; a trailing dot is dropped. */
export function normaliseHost(raw: string | undefined): string {
  return (raw ?? '').trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

export async function resolveHost(db: Db, rawHost: string | undefined): Promise<HostResolution> {
  const host = normaliseHost(rawHost);
  if (!host) return { kind: 'unknown' };
  const row = await db
    .selectFrom('client_hosts as h')
    .innerJoin('clients as c', 'c.id', 'h.client_id')
    .leftJoin('client_hosts as p', (j) => j.onRef('p.client_id', '=', 'c.id').on('p.kind', '=', 'primary'))
    .select([
      'h.kind as hostKind',
      'c.id',
      'c.name',
      'c.slug',
      'c.status',
      'c.subscription',
      'c.tier',
      'c.settings',
      'c.appearance',
      'p.host as primaryHost',
    ])
    .where('h.host', '=', host)
    .executeTakeFirst();
  if (!row) return { kind: 'unknown' };
  const tenant: Tenant = {
    id: row.id,
    name: row.name,
    slug: row.slug,
    status: row.status,
    subscription: row.subscription,
    tier: row.tier,
    settings: row.settings,
    appearance: row.appearance,
    host,
    primaryHost: row.primaryHost ?? host,
  };
  if (row.hostKind === 'moved' && row.primaryHost && row.primaryHost !== host)
    return { kind: 'moved', to: row.primaryHost, tenant };
  return { kind: 'found', tenant };
}

/** A tenant by id, as if reached on its primary host (background work that has no request). */
export async function tenantById(db: Db, clientId: string): Promise<Tenant | undefined> {
  const row = await db
    .selectFrom('clients as c')
    .leftJoin('client_hosts as p', (j) => j.onRef('p.client_id', '=', 'c.id').on('p.kind', '=', 'primary'))
    .select([
      'c.id',
      'c.name',
      'c.slug',
      'c.status',
      'c.subscription',
      'c.tier',
      'c.settings',
      'c.appearance',
      'p.host',
    ])
    .where('c.id', '=', clientId)
    .executeTakeFirst();
  if (!row) return undefined;
  const host = row.host ?? `${row.slug}.localhost`;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    status: row.status,
    subscription: row.subscription,
    tier: row.tier,
    settings: row.settings,
    appearance: row.appearance,
    host,
    primaryHost: host,
  };
}
