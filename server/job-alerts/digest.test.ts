// Job alert digests with a controlled clock (issue 13): alerts made on a Monday, jobs posted over
// ten days (matching and not, some paused, expired or deleted before a digest could carry them),
// daily and weekly alerts, a guest who confirmed and one who did not. The clock moves an hour at a
// time and the digest run goes at every step; then every matching job that was live at one of its
// alert's digests arrived exactly once, no other job arrived, no digest was empty, and digests
// went out only at 08:00 in the tenant's time zone. A run stopped halfway, with one digest failing
// inside its transaction, leaves exactly the unsent digests for the next run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addJob, PLACES } from '../jobs-discovery/test/support.ts';
import type { Tenant } from '../http/context.ts';
import type { Mailer } from '../mail/mailer.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany, makeUser } from '../test/world.ts';
import { tenantById } from '../tenancy/resolve-host.ts';
import { createAlert } from './alerts.ts';
import { runDueDigests, type DigestEnv } from './digest.ts';
import type { AlertEnv } from './owner.ts';
import { useAlertLink } from './unsubscribe.ts';
import { signAlertToken } from './token.ts';

const HOUR = 3_600_000;
// Monday 2 March 2026, 10:00 in Kolkata (04:30 UTC); digests are due at 08:00 Kolkata = 02:30 UTC.
const MONDAY = Date.parse('2026-03-02T04:30:00Z');
const at = (days: number, hours = 0) => new Date(MONDAY + days * 24 * HOUR + hours * HOUR);

let server: TestServer;
let tenant: Tenant;
let env: AlertEnv;
let digestEnv: DigestEnv;

type Sent = {
  alertId: string;
  jobIds: string[];
  createdAt: Date;
  to: string;
  subject: string;
  headers: Record<string, string>;
};

async function digestsSent(clientId = tenant.id): Promise<Sent[]> {
  const rows = await server.database.db
    .selectFrom('outbox')
    .select(['meta', 'created_at', 'to_address', 'subject'])
    .where('client_id', '=', clientId)
    .where('kind', '=', 'job_alert')
    .orderBy('created_at')
    .execute();
  return rows.map((r) => {
    const meta = r.meta as { alertId: string; jobIds: string[]; due: string; headers: Record<string, string> };
    return {
      alertId: meta.alertId,
      jobIds: meta.jobIds,
      createdAt: new Date(meta.due),
      to: r.to_address,
      subject: r.subject,
      headers: meta.headers,
    };
  });
}

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  await db.updateTable('clients').set({ timezone: 'Asia/Kolkata' }).where('id', '=', server.tenantA).execute();
  const found = await tenantById(db, server.tenantA);
  if (!found) throw new Error('tenant A missing');
  tenant = found;
  const { mailer, config, secret } = server.deps;
  env = { db, tenant, config, mailer, secret };
  digestEnv = { db, mailer, config, secret };
});
afterAll(() => server.close());

describe('job alert digests', () => {
  it('send every matching live job exactly once, nothing else, never empty, at 08:00 local time', async () => {
    const { db } = server.database;
    const companyId = await makeCompany(db, tenant.id, 'Kestrel Systems');
    const user = (firstName: string) =>
      makeUser(db, server.deps.secret, { clientId: tenant.id, role: 'candidate', firstName });
    const [asha, ravi] = [await user('Asha'), await user('Ravi')];
    const data = await addCategory(db, tenant.id, 'Data Engineering');
    const sales = await addCategory(db, tenant.id, 'Sales');

    // The alerts, made on Monday at 10:00 local time.
    const monday = at(0);
    const rust = (
      await createAlert(
        env,
        { userId: asha.id, email: asha.email, name: 'Asha' },
        { keyword: 'rust', frequency: 'daily' },
        monday,
      )
    ).alert;
    const dataWeekly = (
      await createAlert(
        env,
        { userId: ravi.id, email: ravi.email, name: 'Ravi' },
        { categoryIds: [data.id], frequency: 'weekly' },
        monday,
      )
    ).alert;
    const remote = (
      await createAlert(
        env,
        { userId: null, email: 'guest.remote@example.in', name: '' },
        { workplaceTypes: ['WFH'], countryId: PLACES.india.id, frequency: 'daily' },
        monday,
      )
    ).alert;
    await useAlertLink(
      env,
      { token: signAlertToken(server.deps.secret, { alertId: remote._id, email: remote.email }), action: 'confirm' },
      monday,
    );
    const unconfirmed = (
      await createAlert(
        env,
        { userId: null, email: 'guest.silent@example.in', name: '' },
        { keyword: 'rust', frequency: 'daily' },
        monday,
      )
    ).alert;

    // Ten days of jobs, posted at 12:00 local time; some stop being live before the next 08:00.
    type Plan = {
      title: string;
      day: number;
      category?: { id: string; name: string };
      wfh?: boolean;
      stop?: 'pause' | 'expire' | 'delete';
    };
    const plans: Plan[] = [];
    for (let day = 0; day < 10; day++) {
      plans.push({ title: `Rust Backend Engineer d${day}`, day, category: sales });
      plans.push({ title: `Go Platform Engineer d${day}`, day, category: sales });
      plans.push({ title: `Data Pipeline Engineer d${day}`, day, category: data, wfh: day % 2 === 0 });
      if (day % 3 === 0)
        plans.push({ title: `Rust Embedded Developer d${day}`, day, category: data, wfh: true, stop: 'pause' });
      if (day % 4 === 1) plans.push({ title: `Rust Tooling Engineer d${day}`, day, category: sales, stop: 'expire' });
      if (day === 5) plans.push({ title: `Rust Compiler Engineer d${day}`, day, category: data, stop: 'delete' });
    }
    // A job posted before the alerts existed is not new to them.
    await addJob(db, tenant.id, companyId, {
      title: 'Rust Veteran Engineer',
      category: data,
      wfh: true,
      posted_at: at(-1),
    });

    type Event = { t: number; run: () => Promise<void> };
    const events: Event[] = [];
    const jobs = new Map<string, Plan & { id: string }>();
    for (const plan of plans) {
      const postedAt = at(plan.day, 2); // 12:00 local
      events.push({
        t: postedAt.getTime(),
        run: async () => {
          const job = await addJob(db, tenant.id, companyId, {
            title: plan.title,
            category: plan.category ?? sales,
            wfh: plan.wfh,
            posted_at: postedAt,
            ...(plan.stop === 'expire' ? { expires_at: at(plan.day, 10) } : {}),
          });
          jobs.set(job.id, { ...plan, id: job.id });
        },
      });
      if (plan.stop === 'pause' || plan.stop === 'delete')
        events.push({
          t: at(plan.day, 8).getTime(), // 18:00 local, before the next morning's digest
          run: async () => {
            const id = [...jobs.values()].find((j) => j.title === plan.title)?.id ?? '';
            await db
              .updateTable('jobs')
              .set(plan.stop === 'pause' ? { status: 'PAUSED' } : { status: 'DELETED', deleted_at: at(plan.day, 8) })
              .where('id', '=', id)
              .execute();
          },
        });
    }
    events.sort((a, b) => a.t - b.t);

    // The clock moves an hour at a time over eleven days; the digest run goes at every step.
    const runs: { t: Date; sent: number }[] = [];
    for (let t = MONDAY; t <= at(11).getTime(); t += HOUR) {
      while (events.length && (events[0]?.t ?? Infinity) <= t) await events.shift()?.run();
      const result = await runDueDigests(digestEnv, { now: new Date(t) });
      expect(result.failed).toBe(0);
      if (result.sent) runs.push({ t: new Date(t), sent: result.sent });
    }

    const sent = await digestsSent();
    const byAlert = (id: string) => sent.filter((s) => s.alertId === id);
    const titles = (ids: string[]) => ids.map((id) => jobs.get(id)?.title ?? `unknown ${id}`).sort();
    const stillLive = (j: Plan) => j.stop === undefined;

    // Every digest went out at 08:00 Kolkata (02:30 UTC); none was empty.
    for (const s of sent) {
      expect(s.createdAt.toISOString().slice(11, 16)).toBe('02:30');
      expect(s.jobIds.length).toBeGreaterThan(0);
      expect(s.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(s.headers['List-Unsubscribe']).toMatch(/^<https?:\/\/[^>]+\/alert-unsubscribe\?token=[\w.-]+>$/);
    }

    // Daily "rust": each day's live rust job, once, on the morning after it was posted (days 0–9,
    // so ten digests); paused, expired and deleted ones never.
    const rustSent = byAlert(rust._id);
    const rustJobs = rustSent.flatMap((s) => s.jobIds);
    expect(new Set(rustJobs).size).toBe(rustJobs.length);
    expect(titles(rustJobs)).toEqual(
      plans
        .filter((p) => p.title.startsWith('Rust') && stillLive(p))
        .map((p) => p.title)
        .sort(),
    );
    expect(rustSent).toHaveLength(10);
    expect(rustSent[0]?.to).toBe(asha.email);

    // Weekly "Data Engineering": the first digest a week after Monday carries days 0–6, the second
    // (day 14) is beyond the clock; jobs of days 7–9 wait for it, and nothing was sent twice.
    const dataSent = byAlert(dataWeekly._id);
    expect(dataSent.map((s) => s.createdAt.toISOString())).toEqual(['2026-03-09T02:30:00.000Z']);
    expect(titles(dataSent.flatMap((s) => s.jobIds))).toEqual(
      plans
        .filter((p) => p.category === data && stillLive(p) && p.day < 7)
        .map((p) => p.title)
        .sort(),
    );

    // The confirmed guest's remote alert: live WFH jobs in India only.
    const remoteJobs = byAlert(remote._id).flatMap((s) => s.jobIds);
    expect(new Set(remoteJobs).size).toBe(remoteJobs.length);
    expect(titles(remoteJobs)).toEqual(
      plans
        .filter((p) => p.wfh && stillLive(p))
        .map((p) => p.title)
        .sort(),
    );

    // The guest who never confirmed got nothing.
    expect(byAlert(unconfirmed._id)).toEqual([]);
    // The ledger holds exactly what was mailed.
    const ledger = await db
      .selectFrom('job_alert_sent_jobs')
      .innerJoin('job_alerts', 'job_alerts.id', 'job_alert_sent_jobs.alert_id')
      .select(['job_alert_sent_jobs.alert_id', 'job_alert_sent_jobs.job_id'])
      .where('job_alerts.client_id', '=', server.tenantA)
      .execute();
    expect(ledger).toHaveLength(sent.reduce((n, s) => n + s.jobIds.length, 0));
    // Asha's notification centre has one job_alert notification per digest.
    const notes = await db
      .selectFrom('notifications')
      .select('title')
      .where('user_id', '=', asha.id)
      .where('kind', '=', 'job_alert')
      .execute();
    expect(notes).toHaveLength(10);
    for (const n of notes) expect(n.title).toMatch(/^\d+ new jobs? for ".+"$/);
    expect(runs.every((r) => r.t.toISOString().slice(11, 16) === '02:30')).toBe(true);
  });

  it('resumes a run stopped halfway, with one digest failing inside its transaction, sending each digest once', async () => {
    // On the other tenant, so only these alerts are due.
    const { db } = server.database;
    const tenantB = await tenantById(db, server.tenantB);
    if (!tenantB) throw new Error('tenant B missing');
    const envB = { ...env, tenant: tenantB };
    const companyId = await makeCompany(db, tenantB.id, 'Osprey Freight');
    const category = await addCategory(db, tenantB.id, 'Logistics');
    const start = at(20);
    const alerts: string[] = [];
    for (let i = 0; i < 30; i++) {
      const u = await makeUser(db, server.deps.secret, {
        clientId: tenantB.id,
        role: 'candidate',
        firstName: `Crew${i}`,
      });
      alerts.push(
        (
          await createAlert(
            envB,
            { userId: u.id, email: u.email, name: '' },
            { categoryIds: [category.id], frequency: 'daily' },
            start,
          )
        ).alert._id,
      );
    }
    await addJob(db, tenantB.id, companyId, { title: 'Night Shift Dispatcher', category, posted_at: at(20, 1) });
    await addJob(db, tenantB.id, companyId, { title: 'Fleet Coordinator', category, posted_at: at(20, 2) });
    const digestTime = at(21);

    // Chunks of five alerts, one transaction each: the third chunk's outbox write fails (its
    // transaction rolls back), and the run is stopped after the fifth, as a worker killed mid-run
    // would be: 20 digests sent, 10 left due.
    const stop = new AbortController();
    let chunks = 0;
    const flaky: Mailer = {
      ...server.deps.mailer,
      storeAll: async (on, mails) => {
        chunks++;
        if (chunks === 3) throw new Error('connection lost');
        const ids = await server.deps.mailer.storeAll(on, mails);
        if (chunks === 5) stop.abort();
        return ids;
      },
    };
    const first = await runDueDigests(
      { ...digestEnv, mailer: flaky },
      { now: digestTime, signal: stop.signal, chunk: 5, clientId: tenantB.id },
    );
    expect(first.failed).toBe(5);
    expect(first.sent).toBe(20);
    const second = await runDueDigests(digestEnv, { now: digestTime, chunk: 5, clientId: tenantB.id });
    expect(second).toMatchObject({ sent: 10, failed: 0 });
    const third = await runDueDigests(digestEnv, { now: digestTime, clientId: tenantB.id });
    expect(third.sent).toBe(0);

    const sent = (await digestsSent(tenantB.id)).filter((s) => alerts.includes(s.alertId));
    expect(sent).toHaveLength(30);
    expect(new Set(sent.map((s) => s.alertId)).size).toBe(30);
    for (const s of sent) expect(s.jobIds).toHaveLength(2);
  });
});
