// A new application tells the company's team, each member in the language they last used the
// board in while the board offers it (docs/localization.md, "Mails"), else the board's default.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { makeUser, type TestUser } from '../test/world.ts';
import { caller, liveJob, makeWorld, uploadPdf, type World } from '../applications/test/support.ts';

type S = components['schemas'];

let server: TestServer;
let w: World;
let admin: TestUser;
let call: ReturnType<typeof caller>;

const offer = (languages: { available: string[]; default: string }) =>
  call('PUT', 'admin/settings', admin, { languages });

const toldOf = (user: TestUser, applicationId: string) =>
  server.database.db
    .selectFrom('notifications')
    .select(['title', 'body'])
    .where('client_id', '=', server.tenantA)
    .where('user_id', '=', user.id)
    .where('kind', '=', 'new_applicant')
    .where(sql<string>`data ->> 'applicationId'`, '=', applicationId)
    .execute();

beforeAll(async () => {
  server = await startTestServer();
  w = await makeWorld(server);
  call = caller(server);
  admin = await makeUser(server.database.db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
});
afterAll(async () => server?.close());

describe('the new applicant notification', () => {
  it("is in each team member's language while the board offers it, else in the board's default", async () => {
    await server.database.db.updateTable('users').set({ locale: 'es' }).where('id', '=', w.member.id).execute();
    expect((await offer({ available: ['en', 'es'], default: 'en' })).status).toBe(200);
    const apply = async (title: string) => {
      const job = await liveJob(server, w, title);
      const resumeUri = await uploadPdf(server, { token: w.candidate.token });
      const r = await call<S['Application']>('POST', 'userjobs/create', w.candidate, {
        jobId: job.id,
        resumeUri,
        answers: { noticePeriodDays: 30 },
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.data._id;
    };

    const first = await apply('Data Platform Lead');
    expect(await toldOf(w.owner, first)).toEqual([
      { title: 'New applicant for Data Platform Lead', body: 'Arjun Mehta applied to Data Platform Lead.' },
    ]);
    expect(await toldOf(w.member, first)).toEqual([
      { title: 'Nueva postulación para Data Platform Lead', body: 'Arjun Mehta se postuló a Data Platform Lead.' },
    ]);

    // The board no longer offers Spanish: the member is told in its default.
    expect((await offer({ available: ['en'], default: 'en' })).status).toBe(200);
    const second = await apply('Analytics Engineer');
    expect(await toldOf(w.member, second)).toEqual([
      { title: 'New applicant for Analytics Engineer', body: 'Arjun Mehta applied to Analytics Engineer.' },
    ]);
  });
});
