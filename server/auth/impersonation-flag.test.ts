// Acting for an account (the x-admin-id header) is the plan feature admin_impersonation: a board
// whose settings switch it off refuses the header with the plan's 403 and writes no audit entry;
// switched on again, the same call acts for the account.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_A, startTestServer, type TestServer } from '../test/harness.ts';
import { makeUser } from '../test/world.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

async function impersonation(on: boolean): Promise<void> {
  await server.database.db
    .updateTable('clients')
    .set({
      settings: sql`jsonb_set(settings, '{features}', coalesce(settings->'features', '{}'::jsonb) || ${JSON.stringify({ admin_impersonation: on })}::jsonb)`,
    })
    .where('id', '=', server.tenantA)
    .execute();
}

describe('acting for an account', () => {
  it('needs admin_impersonation', async () => {
    const { db } = server.database;
    const admin = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
    const candidate = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'candidate' });
    const view = () =>
      server.call<{ message: string }>('GET', '/client/api/v1/candidate/view', {
        host: HOST_A,
        token: admin.token,
        headers: { 'x-admin-id': candidate.id },
      });
    const audited = async () =>
      (await db.selectFrom('audit_log').select('id').where('actor_id', '=', admin.id).execute()).length;

    await impersonation(false);
    const refused = await view();
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your plan does not include this feature');
    expect(await audited()).toBe(0);

    await impersonation(true);
    expect((await view()).status).toBe(200);
    expect(await audited()).toBe(1);
  });
});
