// Clients (tenants) and their hosts.
import type { Db } from '../db/database.ts';
import { inTransaction } from '../db/in-transaction.ts';
import { scopedTo } from '../db/tenant-scope.ts';

export type NewTenant = {
  name: string;
  slug: string;
  hosts: string[];
  status?: 'onboarding' | 'active' | 'suspended';
  subscription?: string;
  settings?: Record<string, unknown>;
  appearance?: Record<string, unknown>;
};

/** Creates a client; the first host is its primary host, the rest are aliases. */
export async function createTenant(db: Db, t: NewTenant): Promise<string> {
  return inTransaction(db, async (trx) => {
    const { id } = await trx
      .insertInto('clients')
      .values({
        name: t.name,
        slug: t.slug,
        status: t.status ?? 'active',
        subscription: t.subscription ?? 'TRIAL',
        settings: JSON.stringify(t.settings ?? {}),
        appearance: JSON.stringify(t.appearance ?? {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await scopedTo(trx, id)
      .insertInto(
        'client_hosts',
        t.hosts.map((host, i) => ({
          host: host.toLowerCase(),
          kind: i === 0 ? ('primary' as const) : ('alias' as const),
          txt_token: null,
          verified_at: new Date(),
        })),
      )
      .execute();
    return id;
  });
}

/** Moves a client to a new primary host; the old primary keeps answering with a permanent redirect. */
export async function moveTenant(db: Db, clientId: string, newHost: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const scope = scopedTo(trx, clientId);
    await scope.updateTable('client_hosts').set({ kind: 'moved' }).where('kind', '=', 'primary').execute();
    await scope
      .insertInto('client_hosts', {
        host: newHost.toLowerCase(),
        kind: 'primary',
        txt_token: null,
        verified_at: new Date(),
      })
      .onConflict((oc) => oc.column('host').doUpdateSet({ kind: 'primary' }))
      .execute();
  });
}
