// Host → tenant. The Host header is the only input: no header a client can set picks a tenant.
import type { Db } from '../db/database.ts';
import type { Tenant } from '../http/context.ts';

export type HostResolution =
  { kind: 'unknown' } | { kind: 'moved'; to: string; tenant: Tenant } | { kind: 'found'; tenant: Tenant };

/** Lower-cased host without port; a trailing dot is dropped. */
export function normaliseHost(raw: string | undefined): string {
  return (raw ?? '').trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

// The tenant's own columns and its primary host: both lookups read the same shape.
const tenantColumns = [
  'c.id',
  'c.name',
  'c.slug',
  'c.status',
  'c.subscription',
  'c.tier',
  'c.settings',
  'c.appearance',
  'p.host as primaryHost',
] as const;

function tenantQuery(db: Db) {
  return db
    .selectFrom('clients as c')
    .leftJoin('client_hosts as p', (j) => j.onRef('p.client_id', '=', 'c.id').on('p.kind', '=', 'primary'))
    .select(tenantColumns);
}

type TenantRow = Awaited<ReturnType<ReturnType<typeof tenantQuery>['executeTakeFirstOrThrow']>>;

function tenantOf(row: TenantRow, host: string): Tenant {
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
    primaryHost: row.primaryHost ?? host,
  };
}

export async function resolveHost(db: Db, rawHost: string | undefined): Promise<HostResolution> {
  const host = normaliseHost(rawHost);
  if (!host) return { kind: 'unknown' };
  const row = await tenantQuery(db)
    .innerJoin('client_hosts as h', 'h.client_id', 'c.id')
    .select('h.kind as hostKind')
    .where('h.host', '=', host)
    .executeTakeFirst();
  if (!row) return { kind: 'unknown' };
  const tenant = tenantOf(row, host);
  if (row.hostKind === 'moved' && row.primaryHost && row.primaryHost !== host)
    return { kind: 'moved', to: row.primaryHost, tenant };
  return { kind: 'found', tenant };
}

/** A tenant by id, as if reached on its primary host (background work that has no request). */
export async function tenantById(db: Db, clientId: string): Promise<Tenant | undefined> {
  const row = await tenantQuery(db).where('c.id', '=', clientId).executeTakeFirst();
  return row ? tenantOf(row, row.primaryHost ?? `${row.slug}.localhost`) : undefined;
}
