// Host → tenant. The Host header is the only input: no header a client can set picks a tenant.
import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { ClientsTable } from '../db/tables.ts';
import { prepared } from '../db/prepared.ts';
import type { Tenant } from './tenant.ts';

export type HostResolution =
  { kind: 'unknown' } | { kind: 'moved'; to: string; tenant: Tenant } | { kind: 'found'; tenant: Tenant };

/** Lower-cased host without port; a trailing dot is dropped. */
export function normaliseHost(raw: string | undefined): string {
  return (raw ?? '').trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

// The tenant's own columns and its primary host: both lookups read the same shape. A template
// rather than the builder: every request resolves its host, and building the query cost more CPU
// than anything else of a small request.
const tenantColumns = sql`c.id, c.name, c.slug, c.status, c.subscription, c.tier, c.settings, c.appearance,
  p.host as "primaryHost"`;
const tenantFrom = sql`clients as c left join client_hosts as p on p.client_id = c.id and p.kind = 'primary'`;

type TenantRow = Pick<
  Selectable<ClientsTable>,
  'id' | 'name' | 'slug' | 'status' | 'subscription' | 'tier' | 'settings' | 'appearance'
> & { primaryHost: string | null };

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

/** The host lookup's row: the tenant's columns, its primary host and how this host is kept. */
export type HostRow = TenantRow & { hostKind: string };

/**
 * The statement that looks a host up, with more columns and joins when a caller needs them read in
 * the same round trip (http/caller-repo.ts adds the signed-in account).
 */
export function hostLookup(host: string, more = sql``, joins = sql``) {
  // Prepared: looked up by key on every request.
  return sql`${prepared}
    select ${tenantColumns}, h.kind as "hostKind"${more}
    from ${tenantFrom} join client_hosts as h on h.client_id = c.id${joins}
    where h.host = ${host}`;
}

/** What a host's row (or its absence) says: the tenant, the host it moved to, or nobody. */
export function resolutionOf(row: HostRow | undefined, host: string): HostResolution {
  if (!row) return { kind: 'unknown' };
  const tenant = tenantOf(row, host);
  if (row.hostKind === 'moved' && row.primaryHost && row.primaryHost !== host)
    return { kind: 'moved', to: row.primaryHost, tenant };
  return { kind: 'found', tenant };
}

export async function resolveHost(db: Db, rawHost: string | undefined): Promise<HostResolution> {
  const host = normaliseHost(rawHost);
  if (!host) return { kind: 'unknown' };
  const { rows } = await hostLookup(host).$castTo<HostRow>().execute(db);
  return resolutionOf(rows[0], host);
}

/** A tenant by id, as if reached on its primary host (background work that has no request). */
export async function tenantById(db: Db, clientId: string): Promise<Tenant | undefined> {
  const { rows } = await sql<TenantRow>`select ${tenantColumns} from ${tenantFrom} where c.id = ${clientId}`.execute(
    db,
  );
  const row = rows[0];
  return row ? tenantOf(row, row.primaryHost ?? `${row.slug}.localhost`) : undefined;
}
