// Mail through the background queue against a local SMTP relay (smtp-server), the mailer set up as
// in production (bodies dropped once sent) with short retry waits. The relay first refuses every
// mail with a temporary 451; once each mail has been refused twice it accepts, and then a sign-in
// code, a job alert digest and an application status mail (and the welcome mail the code's use
// sends) arrive exactly once each, counted by Message-ID; a mail whose action rolled back never
// does. A recipient the relay refuses for good (550) is marked failed with the relay's answer
// after one attempt, one it keeps deferring (452) once the retries run out, and a mail beside them
// in the same batch still arrives.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { apiOf, candidateRegistration, uniqueEmail, type AuthSession } from '../auth/test/support.ts';
import { caller, liveJob, makeWorld, uploadPdf, type World } from '../applications/test/support.ts';
import { addJob } from '../jobs-discovery/test/support.ts';
import type { Tenant } from '../http/context.ts';
import { createAlert } from '../job-alerts/alerts.ts';
import { runDueDigests } from '../job-alerts/digest.ts';
import { createBackground } from '../background-tasks.ts';
import { tenantById } from '../tenancy/resolve-host.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { MAIL_TASK } from './delivery.ts';
import { createMailer, type OutgoingMail } from './mailer.ts';

type S = components['schemas'];

type Arrival = { messageId: string; to: string; subject: string };

type Relay = {
  url: string;
  /** False: every mail is refused at MAIL FROM with a temporary 451. */
  accepting: boolean;
  arrivals: Arrival[];
  /** RCPT TO commands seen, by address. */
  rcpts: Map<string, number>;
  close: () => Promise<void>;
};

const smtpError = (responseCode: number, text: string) => Object.assign(new Error(text), { responseCode });

/** A header of a raw message (unfolded). */
function headerOf(raw: string, name: string): string {
  const head = (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
}

/** Refuses while not accepting; always refuses gone.* for good (550) and defers busy.* (452). */
async function startRelay(): Promise<Relay> {
  const relay = { accepting: false, arrivals: [] as Arrival[], rcpts: new Map<string, number>() };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      callback(relay.accepting ? null : smtpError(451, '4.3.2 Service busy, try again later'));
    },
    onRcptTo({ address }, _session, callback) {
      relay.rcpts.set(address, (relay.rcpts.get(address) ?? 0) + 1);
      if (address.startsWith('gone.'))
        return callback(smtpError(550, `5.1.1 <${address}>: Recipient address rejected: User unknown`));
      if (address.startsWith('busy.')) return callback(smtpError(452, '4.2.2 Mailbox full, try again later'));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        for (const to of session.envelope.rcptTo)
          relay.arrivals.push({
            messageId: headerOf(raw, 'Message-ID'),
            to: to.address,
            subject: headerOf(raw, 'Subject'),
          });
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const { port } = smtp.server.address() as AddressInfo;
  return Object.assign(relay, {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  });
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 40_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}; the outbox: ${await outboxNow()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

let server: TestServer;
let relay: Relay;
let world: World;
let tenant: Tenant;
let applicationId: string;
let alertId: string;

/**
 * The server's mailer and background worker replaced by ones delivering to the relay, as in
 * production (bodies dropped once sent), retrying after 1–2 s, then about twice as long each time.
 */
async function deliverTo(url: string, retry: { limit: number; delaySeconds: number }) {
  await server.deps.jobs.stop();
  const { db } = server.database;
  const { config, secret } = server.deps;
  const mailer = createMailer(db, {
    smtpUrl: url,
    keepBodies: false,
    fromAddress: config.mailFrom,
    jobs: () => jobs,
    retry,
  });
  const jobs = createBackground({ db, config, mailer, secret }, { pollingIntervalSeconds: 0.5 });
  server.deps.mailer = mailer;
  server.deps.jobs = jobs;
  await jobs.startWorker();
}

const queuedRows = () =>
  server.database.db
    .selectFrom('outbox')
    .select([
      'id',
      'to_address',
      'kind',
      'subject',
      'html',
      'text',
      'status',
      'attempts',
      'last_error',
      'claimed_until',
    ])
    .where('status', '!=', 'unsent')
    .orderBy('created_at')
    .execute();

/** Delivery jobs still to run (created, waiting for a retry, or running). */
async function jobsPending(): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from pgboss.job where name = ${MAIL_TASK} and state < 'completed'`.execute(
    server.database.db,
  );
  return rows[0]?.n ?? 0;
}

/** What the outbox and the queue hold, for a wait's timeout to say what it saw. */
async function outboxNow(): Promise<string> {
  const rows = (await queuedRows()).map((r) => `${r.kind} ${r.status} after ${r.attempts} (${r.last_error ?? ''})`);
  return `${rows.join('; ')}; ${await jobsPending()} delivery jobs pending`;
}

const messageIdOf = (outboxId: string) => `<${outboxId}@${server.deps.config.mailFrom.split('@')[1]}>`;

beforeAll(async () => {
  // A server of its own: it runs the background worker, with a mailer of the test's.
  server = await startTestServer({ own: true });
  relay = await startRelay();
  const { db } = server.database;
  // The world of the mails, made while mail is still kept unsent: an application to move, and a
  // job alert with two new jobs due a digest.
  world = await makeWorld(server);
  const job = await liveJob(server, world, 'Platform Engineer');
  const call = caller(server);
  const resumeUri = await uploadPdf(server, { token: world.candidate.token });
  const applied = await call<S['Application']>('POST', 'userjobs/create', world.candidate, {
    jobId: job.id,
    resumeUri,
    answers: { noticePeriodDays: 30 },
  });
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  applicationId = applied.body.data._id;
  const found = await tenantById(db, server.tenantA);
  if (!found) throw new Error('tenant A missing');
  tenant = found;
  const { config, mailer, secret } = server.deps;
  // The alert's times are the clock's: the worker the test starts runs the digest cron too (every
  // five minutes), and an alert left due at the clock's time (made in a fixed March, once) was sent
  // a second digest whenever the test ran across a cron's minute, and 'every mail sent' waited for
  // four rows out of five (a gate on December 5). Made 25 hours ago, its first digest is due now,
  // and the one run that sends it, the test's or the cron's, moves it to tomorrow.
  const start = new Date(Date.now() - 25 * 3_600_000);
  const alert = await createAlert(
    { db, tenant, config, mailer, secret },
    { userId: world.other.id, email: world.other.email, name: '' },
    { categoryIds: [world.category.id], frequency: 'daily' },
    start,
  );
  alertId = alert.alert._id;
  for (const [title, hours] of [
    ['Site Reliability Engineer', 1],
    ['Database Administrator', 2],
  ] as const)
    await addJob(db, server.tenantA, world.companyId, {
      title,
      category: world.category,
      posted_at: new Date(start.getTime() + hours * 3_600_000),
    });
});

afterAll(async () => {
  await server?.close();
  await relay?.close();
});

describe('mail delivery through the background queue', () => {
  it('delivers every mail exactly once after the relay refused them for a while, and never a rolled-back one', async () => {
    await deliverTo(relay.url, { limit: 4, delaySeconds: 1 });
    const { db } = server.database;
    const api = apiOf(server);

    // A sign-in code (sent on the pool), a digest (in its chunk's transaction), a status mail.
    const email = uniqueEmail('meera');
    const registered = await api('POST', 'candidate/register', { body: candidateRegistration(email) });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const { config, secret, mailer, jobs } = server.deps;
    await runDueDigests({ db, mailer, config, secret, jobs }, { clientId: tenant.id });
    const moved = await caller(server)('PUT', `userjobs/update/${applicationId}`, world.owner, { status: 'SHORTLIST' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    // An action that rolls back takes its mail with it.
    const lost: OutgoingMail = {
      subject: 'Never sent',
      html: '<p>Never sent</p>',
      text: 'Never sent',
      to: 'rolled-back@example.com',
      kind: 'test',
      clientId: tenant.id,
      fromName: 'Acme Careers',
    };
    await expect(
      db.transaction().execute(async (trx) => {
        await mailer.send(lost, trx);
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');

    // Every mail is refused twice (the relay's 451 kept on its row), and waits for a retry.
    const refused = await until('every mail refused twice', async () => {
      const rows = await queuedRows();
      const kinds = new Set(rows.map((r) => r.kind));
      const twice = rows.every((r) => r.status === 'queued' && r.attempts >= 2 && r.claimed_until === null);
      return kinds.has('otp_verify_email') && kinds.has('job_alert') && kinds.has('application_status') && twice
        ? rows
        : undefined;
    });
    expect(refused).toHaveLength(3);
    for (const r of refused) expect(r.last_error).toBe('451 4.3.2 Service busy, try again later');
    // Bodies are kept until the mail is sent, so a retry can send it.
    for (const r of refused) expect(r.text).not.toBe('');
    expect(relay.arrivals).toEqual([]);

    relay.accepting = true;
    const code = await until('the sign-in code', async () => {
      const subject = relay.arrivals.find((a) => a.to === email)?.subject;
      return subject ? /^(\d{6}) is your verification code$/.exec(subject)?.[1] : undefined;
    });
    // The code that came by mail signs the candidate in; that sends a welcome mail, first try.
    const verified = await api<AuthSession>('POST', 'candidate/verify-email-otp', { body: { email, otp: code } });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);

    const rows = await until('every mail sent', async () => {
      const all = await queuedRows();
      return all.length === 4 && all.every((r) => r.status === 'sent') && (await jobsPending()) === 0 ? all : undefined;
    });
    expect(rows.map((r) => r.kind).sort()).toEqual(
      ['application_status', 'job_alert', 'otp_verify_email', 'welcome'].sort(),
    );
    // Exactly once each, by Message-ID, to its recipient; nothing else arrived.
    expect(relay.arrivals).toHaveLength(rows.length);
    for (const r of rows) {
      const came = relay.arrivals.filter((a) => a.messageId === messageIdOf(r.id));
      expect(came, r.kind).toHaveLength(1);
      expect(came[0]?.to).toBe(r.to_address);
      // Sent: the body (the code, the links) is gone from the outbox, as in production.
      expect([r.html, r.text]).toEqual(['', '']);
    }
    expect(relay.arrivals.map((a) => a.to)).toContain(world.candidate.email);
    expect(relay.arrivals.map((a) => a.to)).toContain(world.other.email);
    // The digest is the alert's, and its retries counted on the row.
    const digest = await db
      .selectFrom('outbox')
      .select(['id', 'meta', 'attempts'])
      .where('kind', '=', 'job_alert')
      .executeTakeFirstOrThrow();
    expect((digest.meta as { alertId: string }).alertId).toBe(alertId);
    expect(digest.attempts).toBeGreaterThanOrEqual(3);
    // A delivery job run again for a sent mail (pg-boss counted a run as lost) sends nothing.
    await jobs.sendAll(MAIL_TASK, [{ outboxId: digest.id }]);
    await until('the repeated job done', async () => ((await jobsPending()) === 0 ? true : undefined));
    expect(relay.arrivals).toHaveLength(rows.length);
    // The rolled-back mail left no row and never came.
    const rolledBack = await db.selectFrom('outbox').select('id').where('to_address', '=', lost.to).execute();
    expect(rolledBack).toEqual([]);
    expect(relay.arrivals.filter((a) => a.to === lost.to)).toEqual([]);
  }, 90_000);

  it("marks a mail refused for good failed with the relay's answer at once, a deferred one when its retries run out", async () => {
    await deliverTo(relay.url, { limit: 1, delaySeconds: 1 });
    const { mailer } = server.deps;
    const mail = (to: string): OutgoingMail => ({
      subject: `Your application to Platform Engineer`,
      html: '<p>Thanks for applying.</p>',
      text: 'Thanks for applying.',
      to,
      kind: 'application_status',
      clientId: tenant.id,
      fromName: 'Acme Careers',
    });
    const gone = 'gone.kabir@example.com';
    const busy = 'busy.lena@example.com';
    const fine = 'fine.omar@example.com';
    // One statement, one batch: the refusals do not hold back the mail beside them.
    await mailer.storeAll(server.database.db, [mail(gone), mail(busy), mail(fine)]);

    const rows = await until('the three mails settled', async () => {
      const all = (await queuedRows()).filter((r) => [gone, busy, fine].includes(r.to_address));
      return all.length === 3 && all.every((r) => r.status !== 'queued') && (await jobsPending()) === 0
        ? all
        : undefined;
    });
    const row = (to: string) => rows.find((r) => r.to_address === to);

    // 550: failed on the first attempt, never retried, the relay's answer kept.
    expect(row(gone)).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: `550 5.1.1 <${gone}>: Recipient address rejected: User unknown`,
    });
    expect(relay.rcpts.get(gone)).toBe(1);
    // 452 every time: tried once and retried once (the limit), then failed with the last answer.
    expect(row(busy)).toMatchObject({
      status: 'failed',
      attempts: 2,
      last_error: '452 4.2.2 Mailbox full, try again later',
    });
    expect(relay.rcpts.get(busy)).toBe(2);
    // A failed mail keeps its body, so it can be sent again.
    expect(row(gone)?.text).toBe('Thanks for applying.');
    expect(row(fine)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(relay.arrivals.filter((a) => a.to === fine)).toHaveLength(1);
    expect(relay.arrivals.filter((a) => a.to === gone || a.to === busy)).toEqual([]);
  }, 60_000);
});
