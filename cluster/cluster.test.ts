// `npm run test:cluster`: three processes of the production build on one PostgreSQL, one Redis, a
// local S3 server and a local SMTP relay, behind HAProxy (cluster/topology.ts). What a board's
// users do crosses processes at every step; a process killed under a write load loses no
// acknowledged write; scheduled work runs once per due time; limits hold across processes.
// Its report (requests, writes, runs per due time) is printed at the end for the note.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { ok, servedBy } from './board-api.ts';
import {
  board,
  chatSocket,
  connected,
  demoAdmin,
  demoEmployer,
  next,
  postJob,
  signUpCandidate,
  uploadResume,
  type Session,
} from './journeys.ts';
import { runsPerDueTime, type DueRuns } from './scheduled-runs.ts';
import { startCluster, untilServedBy, type Cluster } from './topology.ts';
import { writeLoad } from './write-load.ts';

type S = components['schemas'];

let cluster: Cluster;
const report: Record<string, unknown> = {};
/** When every process was up: the first due time counted is the next full minute. */
let upSince: Date;
/** When the load's process was killed: a run it was doing then may be lost with it. */
let killedAt: Date | undefined;

beforeAll(async () => {
  cluster = await startCluster(3);
  upSince = new Date();
});

afterAll(async () => {
  console.log(`cluster report: ${JSON.stringify(report, null, 2)}`);
  await cluster?.stop();
});

describe('journeys through the balancer, every step on another process', () => {
  const run = Date.now().toString(36);
  let candidate: Session;
  let employer: Session;
  let job: S['Job'];
  let resume: { uri: string; bytes: Buffer };
  let applicationId: string;

  it('signs a candidate up with the code mailed by whichever process sent it', async () => {
    const email = `meera.${run}@example.com`;
    const signedUp = await signUpCandidate(cluster, email, 'p1', 'p2');
    candidate = signedUp;
    expect(candidate.token).toBeTruthy();
    expect(signedUp.mails).toBe(1);
  });

  it('posts a job with each step on the next process, then every process shows it', async () => {
    employer = await demoEmployer(cluster, 'p3');
    const posted = await postJob(cluster, employer, `Warehouse Night Lead ${run}`, ['p1', 'p2', 'p3']);
    job = posted.job;
    expect(job.status).toBe('ACTIVE');
    expect(new Set(posted.servedBy)).toEqual(new Set(['p1', 'p2', 'p3']));
    for (const pin of ['p1', 'p2', 'p3']) {
      const r = await board(cluster).api<S['Job']>('GET', `jobs/get/guest/${job._id}`, { pin });
      expect(servedBy(r)).toBe(pin);
      expect(ok(r, 'jobs/get/guest').title).toBe(`Warehouse Night Lead ${run}`);
    }
  });

  it('uploads a resume on one process and downloads it, whole and in part, from the others', async () => {
    const up = await uploadResume(cluster, candidate, 'p1');
    expect(up.servedBy).toBe('p1');
    resume = up;
    for (const pin of ['p2', 'p3']) {
      const whole = await board(cluster).raw('GET', up.uri, { pin });
      expect(servedBy(whole)).toBe(pin);
      expect(whole.status).toBe(200);
      expect(whole.bytes.equals(up.bytes)).toBe(true);
    }
    const part = await board(cluster).raw('GET', up.uri, { pin: 'p2', headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.bytes.equals(up.bytes.subarray(100, 200))).toBe(true);
  });

  it('applies on one process, and the employer finds and moves the application on others', async () => {
    const applied = ok(
      await board(cluster).api<S['Application']>('POST', 'userjobs/create', {
        token: candidate.token,
        pin: 'p2',
        body: { jobId: job._id, resumeUri: resume.uri, source: 'direct' },
      }),
      'userjobs/create',
    );
    applicationId = applied._id;
    const listed = ok(
      await board(cluster).api<{ items: S['Application'][] }>('POST', 'userjobs/list', {
        token: employer.token,
        pin: 'p3',
        body: { jobId: job._id },
      }),
      'userjobs/list',
    );
    expect(listed.items.map((a) => a._id)).toContain(applicationId);
    const moved = ok(
      await board(cluster).api<S['ApplicationUpdateResult']>('PUT', `userjobs/update/${applicationId}`, {
        token: employer.token,
        pin: 'p1',
        body: { status: 'SHORTLIST' },
      }),
      'userjobs/update',
    );
    expect(moved.affected).toBe(1);
    const mine = ok(
      await board(cluster).api<{ items: S['Application'][] }>('POST', 'userjobs/list', {
        token: candidate.token,
        pin: 'p2',
        body: { jobId: job._id },
      }),
      'userjobs/list (candidate)',
    );
    expect(mine.items.find((a) => a._id === applicationId)?.status).toBe('SHORTLIST');
  });

  it('carries a chat between an employer on one process and a candidate on another', async () => {
    const employerSocket = chatSocket(cluster, employer.token, 'p1');
    const candidateSocket = chatSocket(cluster, candidate.token, 'p2');
    try {
      await Promise.all([connected(employerSocket), connected(candidateSocket)]);
      const hello = `Are you free on Thursday at 11:00? (${run})`;
      const arriving = next<S['ChatMessage']>(candidateSocket, 'newMessage', (m) => m.body === hello);
      const room = ok(
        await board(cluster).api<S['ChatRoom']>('POST', 'chat/create', {
          token: employer.token,
          pin: 'p3',
          body: { participantId: candidate.userId, jobId: job._id, message: { body: hello } },
        }),
        'chat/create',
      );
      expect((await arriving).roomId).toBe(room._id);
      const reply = `Thursday suits me. (${run})`;
      const replied = next<S['ChatMessage']>(employerSocket, 'newMessage', (m) => m.body === reply);
      const ack = (await candidateSocket
        .timeout(10_000)
        .emitWithAck('sendMessage', { roomId: room._id, body: reply })) as { code: string };
      expect(ack.code).toBe('SUCCESS');
      expect((await replied).roomId).toBe(room._id);
    } finally {
      employerSocket.disconnect();
      candidateSocket.disconnect();
    }
  });

  it("shows an admin's settings change on the next request of every process", async () => {
    const admin = await demoAdmin(cluster, 'p1');
    const supportEmail = `help.${run}@northwind.example`;
    ok(
      await board(cluster).api('PUT', 'admin/settings', {
        token: admin.token,
        pin: 'p2',
        body: { general: { supportEmail } },
      }),
      'admin/settings',
    );
    for (const pin of ['p1', 'p2', 'p3']) {
      const r = await board(cluster).api<S['Settings']>('GET', 'settings/get-settings', { pin });
      expect(servedBy(r)).toBe(pin);
      expect(ok(r, 'settings/get-settings').supportEmail).toBe(supportEmail);
    }
  });
});

describe('a process killed in the middle of a write load', () => {
  it('loses no acknowledged write, and every failed request is a retryable error from the balancer', async () => {
    const run = `load-${Date.now().toString(36)}`;
    const employer = await demoEmployer(cluster);
    const candidate = await signUpCandidate(cluster, `ravi.${run}@example.com`, 'p1', 'p3');
    const { job } = await postJob(cluster, employer, `Dispatch Supervisor ${run}`, ['p1', 'p2', 'p3']);
    const { uri } = await uploadResume(cluster, candidate, 'p3');
    const application = ok(
      await board(cluster).api<S['Application']>('POST', 'userjobs/create', {
        token: candidate.token,
        body: { jobId: job._id, resumeUri: uri, source: 'direct' },
      }),
      'userjobs/create',
    );
    const victim = cluster.processes[1];
    if (!victim) throw new Error('no second process');
    // Each write a pipeline note with a number of its own: what was acknowledged can be looked for.
    // Killed once 30 writes are acknowledged; the load goes on until 60 more are, after the kill.
    const load = await writeLoad({
      workers: 6,
      write: (n) =>
        board(cluster).api('PUT', `userjobs/update/${application._id}`, {
          token: employer.token,
          body: { status: n % 2 ? 'SHORTLIST' : 'IN_INTERVIEW', note: `${run} #${n}` },
        }),
      interrupt: {
        after: 30,
        then: 60,
        action: async () => {
          killedAt = new Date();
          await victim.kill('SIGKILL');
        },
      },
    });
    const { rows } = await cluster.db.query<{ note: string }>(
      `select note from application_history where application_id = $1 and note like $2`,
      [application._id, `${run} #%`],
    );
    const found = new Set(rows.map((r) => Number(r.note.split('#')[1])));
    const acknowledgedFound = load.acknowledged.filter((o) => found.has(o.n)).length;
    const fromLiveProcess = load.failed.filter((o) => o.status >= 500 && o.servedBy !== '');
    report.killUnderLoad = {
      sent: load.sent,
      acknowledged: load.acknowledged.length,
      acknowledgedFound,
      foundInAll: found.size,
      failed: load.failed.map((o) => ({ status: o.status, servedBy: o.servedBy, error: o.error })),
      servedBy: countBy(load.acknowledged.map((o) => o.servedBy)),
    };
    expect(load.acknowledged.length).toBeGreaterThanOrEqual(90);
    expect(acknowledgedFound).toBe(load.acknowledged.length);
    // A write is never answered as done when it is not, nor found twice.
    expect(rows.length).toBe(found.size);
    expect(fromLiveProcess).toEqual([]);
    // Retryable: the balancer's 502 for a request the killed process had taken, or, on a
    // connection that had served earlier requests, HAProxy closing it without an answer, as a
    // server closes an idle keep-alive connection (a client sees the same as a lost response).
    for (const f of load.failed)
      expect(
        f.status === 502 || f.status === 503 || f.status === 504 || f.error === 'socket hang up',
        JSON.stringify(f),
      ).toBe(true);
  });

  it('has the killed process back, and the balancer sends it work again', async () => {
    await backInRotation('p2');
  });
});

/**
 * Starts the process when it is not running, then waits until the balancer has it back in rotation
 * (its health check passed twice): a request pinned to it is served by it. Each test that stops a
 * process puts it back in a test of its own, so a failure there does not take the next ones down.
 */
async function backInRotation(name: string): Promise<void> {
  const p = cluster.processes.find((x) => x.name === name);
  if (!p) throw new Error(`no process ${name}`);
  if (!p.running()) await p.start();
  await untilServedBy(cluster.call, name);
}

/** Twelve wrong logins from one address, round-robin over the three processes. */
async function wrongLogins(ip: string) {
  const statuses: number[] = [];
  const served: string[] = [];
  for (let i = 0; i < 12; i++) {
    const r = await board(cluster).api('POST', 'candidate/login', {
      ip,
      pin: `p${(i % 3) + 1}`,
      body: { email: `nobody.${i}@example.com`, password: 'Wrong#Pass1' },
    });
    statuses.push(r.status);
    served.push(servedBy(r));
  }
  return { statuses, served };
}

describe('a process stopped with SIGTERM in the middle of a write load (a rolling restart)', () => {
  it('drains: every request is answered, none fails', async () => {
    const run = `drain-${Date.now().toString(36)}`;
    const employer = await demoEmployer(cluster);
    const { job } = await postJob(cluster, employer, `Yard Marshal ${run}`, ['p1', 'p2', 'p3']);
    const stopping = cluster.processes[2];
    if (!stopping) throw new Error('no third process');
    // Stopped once 30 writes are acknowledged; the load goes on until 30 more are after it exited.
    const load = await writeLoad({
      workers: 6,
      write: (n) =>
        board(cluster).api('PUT', `jobs/update-vacancy-count/${job._id}`, {
          token: employer.token,
          body: { vacancies: (n % 50) + 1 },
        }),
      interrupt: { after: 30, then: 30, action: () => stopping.kill('SIGTERM') },
    });
    report.drainUnderLoad = {
      sent: load.sent,
      acknowledged: load.acknowledged.length,
      failed: load.failed.map((o) => ({ status: o.status, servedBy: o.servedBy, error: o.error })),
      servedBy: countBy(load.acknowledged.map((o) => o.servedBy)),
      drainAndStopMs: load.interruptionMs,
    };
    expect(load.failed).toEqual([]);
    expect(load.acknowledged.length).toBeGreaterThanOrEqual(60);
  });

  it('has the stopped process back, and the balancer sends it work again', async () => {
    await backInRotation('p3');
  });
});

describe('limits across processes', () => {
  it('answers 429 from the 11th wrong login spread over three processes (Redis as the store)', async () => {
    const logins = await wrongLogins('198.18.0.11');
    report.loginLimitRedis = logins;
    expect(logins.served).toEqual(['p1', 'p2', 'p3', 'p1', 'p2', 'p3', 'p1', 'p2', 'p3', 'p1', 'p2', 'p3']);
    expect(logins.statuses).toEqual([...Array<number>(10).fill(400), 429, 429]);
  });
});

function countBy(values: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const v of values) out[v] = (out[v] ?? 0) + 1;
  return out;
}

describe('limits across processes without Redis', () => {
  it('answers 429 from the 11th wrong login with the database as the store', { timeout: 90_000 }, async () => {
    // The same three processes started again without REDIS_URL: their limits count in PostgreSQL.
    // A rolling restart in two waves, the last two together and then the first, so some process is
    // always up for the recurring tasks. One at a time took 60 s of the 90 on a slow machine (each
    // restart is a drain, a boot and two health checks) and ran out on a loaded one.
    const restart = async (p: (typeof cluster.processes)[number]) => {
      await p.kill('SIGTERM');
      await p.start({ REDIS_URL: undefined });
      await backInRotation(p.name);
    };
    const [first, ...others] = cluster.processes;
    await Promise.all(others.map(restart));
    if (first) await restart(first);
    const logins = await wrongLogins('198.18.0.12');
    report.loginLimitDatabase = logins;
    expect(logins.served).toEqual(['p1', 'p2', 'p3', 'p1', 'p2', 'p3', 'p1', 'p2', 'p3', 'p1', 'p2', 'p3']);
    expect(logins.statuses).toEqual([...Array<number>(10).fill(400), 429, 429]);
    const { rows } = await cluster.db.query<{ n: number }>('select count(*)::int as n from rate_limits');
    expect(rows[0]?.n).toBeGreaterThan(0);
  });
});

describe('scheduled work', () => {
  // Due times are wall-clock minutes: this waits, if need be, for the first full minute after the
  // kill to end (up to two minutes after the cluster started, while the tests above ran).
  it('runs each recurring task once per due time, across the kill', { timeout: 240_000 }, async () => {
    const minute = (t: Date, up: boolean) =>
      new Date((up ? Math.ceil(t.getTime() / 60_000) : Math.floor(t.getTime() / 60_000)) * 60_000);
    const killed = killedAt;
    if (!killed) throw new Error('the write load test did not kill a process');
    // From the first full minute with every process up, to the end of the first full minute
    // after the kill: a second send of a due time would fall in its own minute (pg-boss's
    // singleton slot), so once that minute is over every send it could have is there.
    const from = minute(upSince, true);
    const to = new Date(minute(killed, true).getTime() + 60_000);
    if (Date.now() < to.getTime()) await new Promise((r) => setTimeout(r, to.getTime() - Date.now()));
    const killMinute = minute(killed, false).toISOString();
    // A run sent late in its minute may still be running: wait for it to end.
    const settled = (runs: DueRuns[]) => runs.every((r) => r.completed === 1 || r.due === killMinute);
    await expect.poll(async () => settled(await runsPerDueTime(cluster.db, from, to)), { timeout: 60_000 }).toBe(true);
    const runs = await runsPerDueTime(cluster.db, from, to);
    report.scheduledRuns = runs;
    expect(runs.length).toBeGreaterThan(0);
    for (const r of runs) {
      expect(r.sent, JSON.stringify(r)).toBe(1);
      // A run the killed process had taken is lost with it (these tasks are not retried: the
      // next due time does the same work); every other due time's run completed.
      if (r.due !== killMinute) expect(r.completed, JSON.stringify(r)).toBe(1);
    }
    expect(runs.some((r) => r.due > killed.toISOString() && r.completed === 1)).toBe(true);
  });
});
