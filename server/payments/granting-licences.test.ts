// The plan in force and the top-ups, read in one statement (grantingLicences): the newest granting
// plan wins over an older one still granting; expired, ended and other holders' licences are left
// out; top-ups come soonest to expire first, and their credits add to the plan's allowance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LicenceStatus, PlanSnapshot } from '../db/tables-payments.ts';
import { scopedTo } from '../db/tenant-scope.ts';
import { tenantById } from '../tenancy/resolve-host.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany } from '../test/world.ts';
import { entitlementsOf } from './entitlements.ts';
import { grantingLicences, type Holder } from './licences-repo.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const DAY = 86_400_000;

function snapshot(name: string, limits: PlanSnapshot['limits']): PlanSnapshot {
  return {
    id: crypto.randomUUID(),
    name,
    subscription: 'GOLD',
    billingPeriod: 'MONTHLY',
    priceMinor: 0,
    currency: 'INR',
    tier: null,
    isTopUp: false,
    limits,
    features: [],
    validityDays: 30,
  };
}

async function grant(
  holder: Extract<Holder, { type: 'employer' }>,
  kind: 'plan' | 'topup',
  name: string,
  opts: { createdDaysAgo: number; expiresInDays: number; status?: LicenceStatus; limits?: PlanSnapshot['limits'] },
): Promise<string> {
  const now = Date.now();
  const row = await scopedTo(server.database.db, server.tenantA)
    .insertInto('licences', {
      holder_type: 'employer',
      company_id: holder.companyId,
      user_id: null,
      kind,
      plan_id: null,
      topup_id: null,
      snapshot: JSON.stringify(snapshot(name, opts.limits ?? {})),
      status: opts.status ?? 'active',
      starts_at: new Date(now - opts.createdDaysAgo * DAY),
      expires_at: new Date(now + opts.expiresInDays * DAY),
      cancelled_at: null,
      gateway: null,
      order_id: null,
      created_at: new Date(now - opts.createdDaysAgo * DAY),
      updated_at: new Date(now - opts.createdDaysAgo * DAY),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('the licences that grant, in one read', () => {
  it('takes the newest granting plan and the live top-ups soonest to expire first', async () => {
    const { db } = server.database;
    const holder = {
      type: 'employer',
      companyId: await makeCompany(db, server.tenantA, 'Contoso Freight', null),
    } as const;
    const other = {
      type: 'employer',
      companyId: await makeCompany(db, server.tenantA, 'Fabrikam Rail', null),
    } as const;
    await grant(holder, 'plan', 'Older plan', { createdDaysAgo: 20, expiresInDays: 10 });
    const newest = await grant(holder, 'plan', 'Newest plan', {
      createdDaysAgo: 2,
      expiresInDays: 28,
      status: 'cancelled',
      limits: { candidateSearches: 10 },
    });
    await grant(holder, 'plan', 'Expired plan', { createdDaysAgo: 1, expiresInDays: -1 });
    await grant(holder, 'plan', 'Ended plan', { createdDaysAgo: 1, expiresInDays: 30, status: 'expired' });
    const later = await grant(holder, 'topup', 'Later pack', {
      createdDaysAgo: 3,
      expiresInDays: 50,
      limits: { candidateSearches: 5 },
    });
    const sooner = await grant(holder, 'topup', 'Sooner pack', {
      createdDaysAgo: 1,
      expiresInDays: 5,
      limits: { candidateSearches: 2 },
    });
    await grant(holder, 'topup', 'Spent pack', {
      createdDaysAgo: 9,
      expiresInDays: -2,
      limits: { candidateSearches: 7 },
    });
    await grant(other, 'plan', 'Another company plan', { createdDaysAgo: 0, expiresInDays: 30 });
    await grant(other, 'topup', 'Another company pack', { createdDaysAgo: 0, expiresInDays: 1 });

    const found = await grantingLicences(db, server.tenantA, holder);
    expect(found.plan?.id).toBe(newest);
    expect(found.topUps.map((t) => t.id)).toEqual([sooner, later]);

    const tenant = await tenantById(db, server.tenantA);
    if (!tenant) throw new Error('board A is missing');
    const ent = await entitlementsOf(db, tenant, holder);
    expect(ent.plan?.id).toBe(newest);
    expect(ent.limit('candidateSearches')).toBe(17);
  });

  it('finds nothing for another board', async () => {
    const { db } = server.database;
    const holder = {
      type: 'employer',
      companyId: await makeCompany(db, server.tenantA, 'Litware Labs', null),
    } as const;
    await grant(holder, 'plan', 'Board A plan', { createdDaysAgo: 1, expiresInDays: 30 });
    const found = await grantingLicences(db, server.tenantB, holder);
    expect(found).toEqual({ plan: null, topUps: [] });
  });
});
