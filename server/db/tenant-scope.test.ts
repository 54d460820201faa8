// The tenant's scope in one place (issue #44): statements started from `scopedTo` reach only the
// tenant's rows, and the guard refuses a statement on a tenant table that does not name its
// tenant, on the real database of DB_ENGINE with the harness's two tenants.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import type { Database } from './tables.ts';
import { TenantGuardPlugin, UnscopedTenantQueryError } from './tenant-guard.ts';
import { ownedBy, sameBoard, scopedTo } from './tenant-scope.ts';
import { TENANT_TABLE_SET, TENANT_TABLES } from './tenant-tables.ts';

let server: TestServer;
let guarded: Kysely<Database>;

const message = (subject: string) => ({
  name: 'Ann',
  email: 'ann@example.com',
  phone: null,
  company: null,
  subject,
  message: 'Hello there',
  status: 'new' as const,
  spam_reason: null,
  mailed_to: null,
  ip_hash: 'test',
  body_hash: subject,
});

beforeAll(async () => {
  server = await startTestServer();
  guarded = server.database.db.withPlugin(new TenantGuardPlugin(TENANT_TABLE_SET));
}, 90_000);
afterAll(() => server?.close());

describe('scopedTo', () => {
  it('inserts with the tenant filled in and reads, updates and deletes only the tenant’s rows', async () => {
    const a = scopedTo(guarded, server.tenantA);
    const b = scopedTo(guarded, server.tenantB);
    await a.insertInto('contact_messages', message('scope-a')).execute();
    await b.insertInto('contact_messages', [message('scope-b')]).execute();

    const seenByA = await a
      .selectFrom('contact_messages')
      .select(['subject', 'client_id'])
      .where('subject', 'like', 'scope-%')
      .execute();
    expect(seenByA).toEqual([{ subject: 'scope-a', client_id: server.tenantA }]);

    const updated = await a
      .updateTable('contact_messages')
      .set({ status: 'spam' })
      .where('subject', 'like', 'scope-%')
      .executeTakeFirst();
    expect(Number(updated.numUpdatedRows)).toBe(1);
    const deleted = await b.deleteFrom('contact_messages').where('subject', 'like', 'scope-%').executeTakeFirst();
    expect(Number(deleted.numDeletedRows)).toBe(1);

    const left = await server.database.db
      .selectFrom('contact_messages')
      .select(['subject', 'status'])
      .where('subject', 'like', 'scope-%')
      .execute();
    expect(left).toEqual([{ subject: 'scope-a', status: 'spam' }]);
  });

  it('keeps the tenant in a join’s other side only when the join names it', async () => {
    const a = scopedTo(guarded, server.tenantA);
    const joined = a
      .selectFrom('jobs')
      .innerJoin('companies', (j) =>
        j.onRef('companies.id', '=', 'jobs.company_id').onRef('companies.client_id', '=', 'jobs.client_id'),
      )
      .select('jobs.id');
    await expect(joined.execute()).resolves.toBeInstanceOf(Array);
    const unscopedJoin = a
      .selectFrom('jobs')
      .innerJoin('companies', 'companies.id', 'jobs.company_id')
      .select('jobs.id');
    await expect(unscopedJoin.execute()).rejects.toThrow(UnscopedTenantQueryError);
  });

  it('scopes a table named by an alias, and names the tenant with owns() in a join or in raw SQL', async () => {
    const a = scopedTo(guarded, server.tenantA);
    const b = scopedTo(guarded, server.tenantB);
    await a.insertInto('contact_messages', message('alias-a')).execute();
    await b.insertInto('contact_messages', message('alias-b')).execute();
    const aliased = await a
      .selectFrom('contact_messages as m')
      .select('m.subject')
      .where('m.subject', 'like', 'alias-%')
      .execute();
    expect(aliased).toEqual([{ subject: 'alias-a' }]);
    const updated = await b
      .updateTable('contact_messages as m')
      .set({ status: 'spam' })
      .where('m.subject', 'like', 'alias-%')
      .executeTakeFirst();
    expect(Number(updated.numUpdatedRows)).toBe(1);

    const joined = a
      .selectFrom('jobs as j')
      .innerJoin('companies as c', (j) => j.onRef('c.id', '=', 'j.company_id').on(a.owns('c')))
      .select(['j.id', 'c.name']);
    await expect(joined.execute()).resolves.toBeInstanceOf(Array);
    const { rows } = await sql<{ n: string }>`select count(*) as n from contact_messages as m
      where ${b.owns('m')} and m.subject like 'alias-%'`.execute(guarded);
    expect(Number(rows[0]?.n)).toBe(1);
    expect(b.owns('m').compile(guarded).parameters).toEqual([server.tenantB]);

    const deleted = await a
      .deleteFrom('contact_messages as m')
      .where('m.subject', 'like', 'alias-%')
      .executeTakeFirst();
    expect(Number(deleted.numDeletedRows)).toBe(1);
    await b.deleteFrom('contact_messages').where('subject', 'like', 'alias-%').execute();
  });

  it('tells a board’s rows from the platform’s own (ownedBy), and joins rows of one board (sameBoard)', async () => {
    const db = server.database.db;
    const to = `owned-by-${Date.now()}@example.com`;
    // Marked sent, so no delivery worker picks them up.
    const mail = (clientId: string | null) => ({
      client_id: clientId,
      to_address: to,
      subject: String(clientId),
      html: 'h',
      text: 't',
      kind: 'test',
      meta: {},
      status: 'sent' as const,
    });
    await db
      .insertInto('outbox')
      .values([mail(server.tenantA), mail(server.tenantB), mail(null)])
      .execute();
    const owners = (clientId: string | null) =>
      db
        .selectFrom('outbox as o')
        .select('o.client_id')
        .where('o.to_address', '=', to)
        .where(ownedBy('o', clientId))
        .execute();
    expect(await owners(server.tenantA)).toEqual([{ client_id: server.tenantA }]);
    expect(await owners(null)).toEqual([{ client_id: null }]);

    // Pairs of the three mails: only the board's own pairs and the platform's (null = null is not true).
    const pairs = await db
      .selectFrom('outbox as x')
      .innerJoin('outbox as y', (j) => j.on(sameBoard('x', 'y')))
      .select(['x.client_id'])
      .where('x.to_address', '=', to)
      .where('y.to_address', '=', to)
      .execute();
    expect(pairs.map((p) => p.client_id).sort()).toEqual([server.tenantA, server.tenantB].sort());
    await db.deleteFrom('outbox').where('to_address', '=', to).execute();
  });
});

describe('the guard', () => {
  it('refuses a select, update, delete or insert on a tenant table that does not name its tenant', async () => {
    await expect(guarded.selectFrom('contact_messages').selectAll().execute()).rejects.toThrow(
      'a select on the tenant table "contact_messages" does not name its tenant (client_id)',
    );
    await expect(
      guarded
        .updateTable('jobs')
        .set({ title: 'x' })
        .where('id', '=', '00000000-0000-0000-0000-000000000000')
        .execute(),
    ).rejects.toThrow(UnscopedTenantQueryError);
    await expect(
      guarded.deleteFrom('reviews').where('id', '=', '00000000-0000-0000-0000-000000000000').execute(),
    ).rejects.toThrow(UnscopedTenantQueryError);
    await expect(
      guarded
        .insertInto('contact_messages')
        .values({ ...message('no-tenant') } as never)
        .execute(),
    ).rejects.toThrow('an insert on the tenant table "contact_messages"');
  });

  it('refuses a tenant table hidden in a subquery, and lets through a statement that names the tenant', async () => {
    // A statement nested in another is checked when it is built, so the refusal can come early.
    const hidden = async () =>
      guarded
        .selectFrom('companies')
        .select('companies.id')
        .where('companies.client_id', '=', server.tenantA)
        .where('companies.id', 'in', guarded.selectFrom('jobs').select('jobs.company_id'))
        .execute();
    await expect(hidden()).rejects.toThrow('"jobs"');
    const named = guarded
      .selectFrom('jobs as j')
      .select('j.id')
      .where('j.client_id', '=', server.tenantA)
      .where(sql<boolean>`exists (select 1 from companies c where c.id = j.company_id)`);
    await expect(named.execute()).resolves.toBeInstanceOf(Array);
    await expect(guarded.selectFrom('clients').select('id').execute()).resolves.not.toHaveLength(0);
  });
});

describe('the list of tenant tables', () => {
  it('is every table whose client_id is never null, in the migrated database', async () => {
    const { rows } = await sql<{ table_name: string }>`
      select table_name from information_schema.columns
      where column_name = 'client_id' and table_schema = current_schema() and is_nullable = 'NO'
      order by table_name`.execute(server.database.db);
    expect(rows.map((r) => r.table_name)).toEqual([...TENANT_TABLES].sort());
  });
});
