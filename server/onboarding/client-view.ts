// A client as the contract shows it: its hosts (primary first), plan and trial.
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { clientRecord, hostsByAge } from './client-repo.ts';

export type ClientView = components['schemas']['Client'];

const KIND_ORDER = { primary: 0, alias: 1, moved: 2 } as const;

export async function loadClientView(db: Db, clientId: string): Promise<ClientView> {
  const row = await clientRecord(db, clientId);
  const hosts = await hostsByAge(db, clientId);
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
