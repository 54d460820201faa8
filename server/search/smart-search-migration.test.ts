// Migration 0047: what sold the candidate search before smart_search gated it keeps selling it.
// Plans, licences and board switches that name advanced_candidate_search get smart_search beside
// it; what does not name it, and what already names smart_search, is left alone. Run again on a
// database of its own, whose rows are made to look as they did before the migration.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up } from '../db/migrations/0047-smart-search-flag.ts';
import { ensureCatalogue } from '../payments/catalogue.ts';
import { grantPlan } from '../payments/licences-repo.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany } from '../test/world.ts';

let server: TestServer;

beforeAll(async () => {
  // A database of its own: the migration updates every board's rows.
  server = await startTestServer({ own: true });
}, 120_000);
afterAll(async () => server?.close());

const without = (flag: string) => sql<string[]>`array_remove(features, ${flag})`;

describe('migration 0047-smart-search-flag', () => {
  it('adds smart_search wherever advanced_candidate_search sold the search', async () => {
    const { db } = server.database;
    const a = server.tenantA;
    await ensureCatalogue(db, a);
    // The catalogue as it was: Plus sold the search by advanced_candidate_search alone.
    await db
      .updateTable('plans')
      .set({ features: without('smart_search') })
      .where('client_id', '=', a)
      .execute();
    await db
      .updateTable('plans')
      .set({ features: without('advanced_candidate_search') })
      .where('client_id', '=', a)
      .where('subscription', '=', 'LITE_MONTHLY')
      .execute();
    const plus = await makeCompany(db, a, 'Plus Before', null);
    const licence = await grantPlan(db, a, { type: 'employer', companyId: plus }, 'PLUS_MONTHLY');
    await db
      .updateTable('clients')
      .set({
        settings: sql`jsonb_set(settings, '{features}', coalesce(settings->'features', '{}'::jsonb) || '{"advanced_candidate_search": false}'::jsonb)`,
      })
      .where('id', '=', a)
      .execute();

    await up(db as unknown as Kysely<unknown>);

    const features = async (subscription: string) =>
      (
        await db
          .selectFrom('plans')
          .select('features')
          .where('client_id', '=', a)
          .where('audience', '=', 'employer')
          .where('subscription', '=', subscription)
          .executeTakeFirstOrThrow()
      ).features;
    expect(await features('PLUS_MONTHLY')).toContain('smart_search');
    expect(await features('TRIAL')).toContain('smart_search');
    expect(await features('LITE_MONTHLY')).not.toContain('smart_search');
    const snapshot = await db
      .selectFrom('licences')
      .select('snapshot')
      .where('id', '=', licence)
      .executeTakeFirstOrThrow();
    const held = (typeof snapshot.snapshot === 'string' ? JSON.parse(snapshot.snapshot) : snapshot.snapshot) as {
      features: string[];
    };
    expect(held.features.filter((f) => f === 'smart_search')).toHaveLength(1);
    expect(held.features).toContain('advanced_candidate_search');
    const board = await db.selectFrom('clients').select('settings').where('id', '=', a).executeTakeFirstOrThrow();
    expect((board.settings as { features?: Record<string, boolean> }).features).toMatchObject({
      advanced_candidate_search: false,
      smart_search: false,
    });

    // Run twice, it adds nothing twice.
    await up(db as unknown as Kysely<unknown>);
    expect((await features('PLUS_MONTHLY')).filter((f) => f === 'smart_search')).toHaveLength(1);
  });
});
