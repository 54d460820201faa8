// A client as the contract shows it: its hosts (primary first), plan and trial.
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';

export type ClientView = components['schemas']['Client'];

const KIND_ORDER = { primary: 0, alias: 1, moved: 2 } as const;

export async function loadClientView(db: Db, clientId: string): Promise<ClientView> {
  const row = await db
    .selectFrom('clients as c')
    .leftJoin('client_signups as s', 's.client_id', 'c.id')
    .select([
      'c.id',
      'c.name',
      'c.status',
      'c.subscription',
      'c.tier',
      'c.country',
      'c.timezone',
      'c.created_at',
      's.trial_ends_at',
    ])
    .where('c.id', '=', clientId)
    .executeTakeFirstOrThrow();
  const hosts = await db
    .selectFrom('client_hosts')
    .select(['host', 'kind'])
    .where('client_id', '=', clientId)
    .orderBy('created_at')
    .execute();
  hosts.sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
  const primary = hosts.find((h) => h.kind === 'primary') ?? hosts[0];
  return {
    _id: row.id,
    name: row.name,
    hosts: hosts.map((h) => h.host),
    primaryHost: primary?.host ?? '',
    status: row.status,
    subscription: row.subscription as ClientView['subscription'],
    tier: row.tier,
    ...(row.country ? { countryCode: row.country } : {}),
    ...(row.timezone ? { timezone: row.timezone } : {}),
    trialEndsAt: row.trial_ends_at ? new Date(row.trial_ends_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
