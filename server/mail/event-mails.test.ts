// The plan flag email_notifications switches off the board's optional mails about account events
// and nothing else (event-mails.ts). Over real HTTP, with the board's flag switched off and on:
// the welcome after a sign-up, an application's status mail and the mail of a declined job are
// sent only with it (their notifications are stored either way), while the sign-up's code, the
// password reset's code and the notice that the password changed always go.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { apiOf, candidateRegistration, signUp, uniqueEmail } from '../auth/test/support.ts';
import { caller, liveJob, makeWorld, uploadPdf, type World } from '../applications/test/support.ts';
import { addJob } from '../jobs-discovery/test/support.ts';
import { HOST_A, startTestServer, type TestServer } from '../test/harness.ts';
import { makeUser, type TestUser } from '../test/world.ts';

type S = components['schemas'];

let server: TestServer;
let w: World;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  w = await makeWorld(server);
  admin = await makeUser(server.database.db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
});
afterAll(async () => {
  await boardFlag(null);
  await server?.close();
});

/** The board's own switch of the flag (settings.features), or none: the plan's tier decides. */
async function boardFlag(on: boolean | null): Promise<void> {
  await server.database.db
    .updateTable('clients')
    .set({
      settings:
        on === null
          ? sql`settings #- '{features,email_notifications}'`
          : sql`jsonb_set(settings, '{features}', coalesce(settings->'features', '{}'::jsonb) || ${JSON.stringify({ email_notifications: on })}::jsonb)`,
    })
    .where('id', '=', server.tenantA)
    .execute();
}

const kindsTo = async (email: string) =>
  (
    await server.database.db
      .selectFrom('outbox')
      .select('kind')
      .where('client_id', '=', server.tenantA)
      .where('to_address', '=', email)
      .orderBy('created_at')
      .execute()
  ).map((m) => m.kind);

describe('a board without email_notifications', () => {
  it('sends no welcome after a sign-up, but always the code, the reset code and the password notice', async () => {
    await boardFlag(false);
    const email = uniqueEmail('quiet');
    await signUp(server, 'candidate', candidateRegistration(email));
    expect(await kindsTo(email)).toEqual(['otp_verify_email']);

    const api = apiOf(server);
    expect((await api('POST', 'candidate/forget-password', { body: { email } })).status).toBe(200);
    const otp = await server.lastOtp(email);
    const ticket = await api<{ resetToken: string }>('POST', 'candidate/verify-reset-password-otp', {
      body: { email, otp },
    });
    expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
    const reset = await api('POST', 'candidate/reset-password', {
      body: { resetToken: ticket.body.data.resetToken, password: 'Lantern#2026' },
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(await kindsTo(email)).toEqual(['otp_verify_email', 'otp_reset_password', 'password_changed']);
  });

  it('welcomes a new account again once the flag is on', async () => {
    await boardFlag(true);
    const email = uniqueEmail('loud');
    await signUp(server, 'candidate', candidateRegistration(email));
    expect(await kindsTo(email)).toEqual(['otp_verify_email', 'welcome']);
  });

  it("stores an application's new status as a notification, and mails it only with the flag", async () => {
    const call = caller(server);
    const job = await liveJob(server, w, 'Warehouse Analyst', { questions: JSON.stringify([]) });
    const resumeUri = await uploadPdf(server, { token: w.candidate.token });
    const applied = await call<S['Application']>('POST', 'userjobs/create', w.candidate, { jobId: job.id, resumeUri });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const id = applied.body.data._id;
    const notes = async () =>
      (
        await server.database.db
          .selectFrom('notifications')
          .select('kind')
          .where('client_id', '=', server.tenantA)
          .where('user_id', '=', w.candidate.id)
          .where('kind', '=', 'application_status')
          .execute()
      ).length;
    const mails = async () => (await kindsTo(w.candidate.email)).filter((k) => k === 'application_status').length;

    await boardFlag(false);
    expect((await call('PUT', `userjobs/update/${id}`, w.owner, { status: 'SHORTLIST' })).status).toBe(200);
    expect(await notes()).toBe(1);
    expect(await mails()).toBe(0);

    await boardFlag(true);
    expect((await call('PUT', `userjobs/update/${id}`, w.owner, { status: 'IN_INTERVIEW' })).status).toBe(200);
    expect(await mails()).toBe(1);
  });

  it('mails the reason of a declined job only with the flag', async () => {
    const decline = async (title: string) => {
      const job = await addJob(server.database.db, server.tenantA, w.companyId, {
        title,
        category: w.category,
        approval_status: 1,
        posted_by: w.owner.id,
      });
      const r = await server.call('POST', `/client/api/v1/admin/jobs/${job.id}/decision`, {
        host: HOST_A,
        token: admin.token,
        body: { approvalStatus: 3, declineReason: 'Name the shift pattern.' },
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    };
    const declinedMails = async () => (await kindsTo(w.owner.email)).filter((k) => k === 'job_declined').length;

    await boardFlag(false);
    await decline('Night Picker');
    expect(await declinedMails()).toBe(0);

    await boardFlag(true);
    await decline('Day Picker');
    expect(await declinedMails()).toBe(1);
  });
});
