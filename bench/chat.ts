// `npm run bench:chat`: chat's realtime fan-out at scale. One server process (server/main.ts, a
// child process, on PostgreSQL) holds N sockets: candidates, and employers in companies of
// TEAM members each, one room per candidate. Candidates send messages; each is delivered to the
// company's connected team. Reported: delivery latency p50/p95/p99 from the send to each
// receiving socket, the sends' acknowledgement latency, and the server's memory, beside a
// baseline measured in the same run with few sockets. See docs/benchmark.md.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { sql } from 'kysely';
import { startSession } from '../server/users/sessions.ts';
import { hashPassword } from '../server/credentials/passwords.ts';
import { loadSecret } from '../server/credentials/secret.ts';
import { openDatabase } from '../server/db/database.ts';
import { createTenant } from '../server/tenancy/tenants-repo.ts';
import { createDatabase } from './seed.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SOCKETS = arg('sockets', 5000);
const TEAM = arg('team', 25);
const MESSAGES = arg('messages', 1000);
const IN_FLIGHT = arg('in-flight', 20);
const BASELINE_SOCKETS = arg('baseline', 100);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const HOST = 'chat.bench';
const PORT = arg('port', 4390);
const log = (line: string) => console.log(line);

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
};

type World = {
  candidates: Array<{ token: string; roomId: string; companyId: string }>;
  employers: Array<{ token: string; companyId: string }>;
};

async function seed(url: string, dataDir: string, sockets: number): Promise<World> {
  const database = await openDatabase({ databaseUrl: url, dataDir });
  const db = database.db;
  const secret = loadSecret(undefined, dataDir);
  const clientId = await createTenant(db, {
    name: 'Chat Bench',
    slug: 'chat-bench',
    hosts: [HOST],
    subscription: 'PREMIUM_YEALY',
  });
  const pairs = Math.floor(sockets / 2);
  const companies = Math.max(1, Math.ceil(pairs / TEAM));
  const hash = await hashPassword('Bench!pass1');
  const companyIds = (
    await sql<{ id: string }>`
      insert into companies (client_id, name, slug, location, socials)
      select ${clientId}::uuid, 'Company ' || g, 'company-' || g, '{}', '{}' from generate_series(1, ${companies}) g
      returning id`.execute(db)
  ).rows.map((r) => r.id);
  const users = async (role: 'candidate' | 'employer', n: number) =>
    (
      await sql<{ id: string; company_id: string | null }>`
        insert into users (client_id, role, employer_kind, company_id, email, password_hash, first_name, last_name, status, email_verified_at)
        select ${clientId}::uuid, ${role}, ${role === 'employer' ? 2 : null}::smallint,
          ${role === 'employer' ? sql`(${sql.val(companyIds)}::uuid[])[1 + (g % ${companies})]` : sql`null::uuid`},
          ${role} || g || '@bench.test', ${hash}, 'User', ${role} || g, 'active', now()
        from generate_series(1, ${n}) g
        returning id, company_id`.execute(db)
    ).rows;
  const employerRows = await users('employer', pairs);
  const candidateRows = await users('candidate', pairs);
  const token = async (id: string) => (await startSession(db, secret, { id, clientId })).token;
  const world: World = { candidates: [], employers: [] };
  for (const e of employerRows) world.employers.push({ token: await token(e.id), companyId: e.company_id ?? '' });
  for (const [i, c] of candidateRows.entries()) {
    const companyId = companyIds[i % companies] ?? '';
    const owner = employerRows.find((e) => e.company_id === companyId)?.id ?? '';
    const room = await db
      .insertInto('chat_rooms')
      .values({ client_id: clientId, company_id: companyId, candidate_id: c.id, created_by: owner })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('chat_room_members')
      .values([
        { room_id: room.id, user_id: c.id, side: 'candidate' },
        { room_id: room.id, user_id: owner, side: 'employer' },
      ])
      .execute();
    world.candidates.push({ token: await token(c.id), roomId: room.id, companyId });
  }
  await database.close();
  return world;
}

function connectAll(tokens: string[]): Promise<Socket[]> {
  const sockets: Socket[] = [];
  let i = 0;
  const one = (token: string) =>
    new Promise<Socket>((resolve, reject) => {
      const s = io(`http://127.0.0.1:${PORT}`, {
        path: '/socket.io',
        query: { token },
        transports: ['websocket'],
        extraHeaders: { host: HOST },
        reconnection: false,
        forceNew: true,
      });
      s.once('connect', () => resolve(s));
      s.once('connect_error', reject);
    });
  // Sockets keep the order of their tokens: socket k is person k.
  const worker = async () => {
    while (i < tokens.length) {
      const k = i++;
      sockets[k] = await one(tokens[k] ?? '');
    }
  };
  return Promise.all(Array.from({ length: 100 }, worker)).then(() => sockets);
}

async function measure(world: World, sockets: number, messages: number) {
  const pairs = Math.floor(sockets / 2);
  const candidates = world.candidates.slice(0, pairs);
  const companies = new Set(candidates.map((c) => c.companyId));
  const employers = world.employers.filter((e) => companies.has(e.companyId)).slice(0, pairs);
  const started = Date.now();
  const cs = await connectAll(candidates.map((c) => c.token));
  const es = await connectAll(employers.map((e) => e.token));
  const connectSeconds = (Date.now() - started) / 1000;
  const sentAt = new Map<string, number>();
  const delivery: number[] = [];
  for (const s of es)
    s.on('newMessage', (m: { clientMessageId?: string | null }) => {
      const at = m.clientMessageId ? sentAt.get(m.clientMessageId) : undefined;
      if (at !== undefined) delivery.push(performance.now() - at);
    });
  const acks: number[] = [];
  let next = 0;
  const sendStart = performance.now();
  const worker = async () => {
    while (next < messages) {
      const n = next++;
      const k = (n * 7919) % candidates.length;
      const c = candidates[k];
      const s = cs[k];
      if (!c || !s) continue;
      const id = `bench-${sockets}-${n}`;
      const at = performance.now();
      sentAt.set(id, at);
      const answer = (await s
        .timeout(30_000)
        .emitWithAck('sendMessage', { roomId: c.roomId, body: `Message ${n}`, clientMessageId: id })) as {
        code: string;
      };
      if (answer.code !== 'SUCCESS') throw new Error(`send refused: ${JSON.stringify(answer)}`);
      acks.push(performance.now() - at);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  const perSecond = messages / ((performance.now() - sendStart) / 1000);
  await new Promise((r) => setTimeout(r, 1000));
  for (const s of [...cs, ...es]) s.disconnect();
  delivery.sort((a, b) => a - b);
  acks.sort((a, b) => a - b);
  return { connectSeconds, perSecond, delivery, acks, sockets: cs.length + es.length };
}

async function main() {
  const bench = await createDatabase(ADMIN_URL, 'jobboard_bench_chat');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-chat-'));
  log(`seeding ${SOCKETS} people (${Math.floor(SOCKETS / 2)} rooms, teams of ${TEAM}) ...`);
  const world = await seed(bench.url, dataDir, SOCKETS);
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      // Not production: the server reads the secret the seeding wrote into DATA_DIR.
      NODE_ENV: 'test',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: bench.url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    for (let i = 0; ; i++) {
      const ok = await fetch(`http://127.0.0.1:${PORT}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (i > 300) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
    const pid = server.pid ?? 0;
    const idle = rssMb(pid);
    const report = (name: string, r: Awaited<ReturnType<typeof measure>>, rss: number) =>
      log(
        `${name}: ${r.sockets} sockets connected in ${r.connectSeconds.toFixed(1)} s; ${r.delivery.length} deliveries of ${MESSAGES} messages at ${r.perSecond.toFixed(0)} msg/s\n` +
          `  delivery p50 ${pct(r.delivery, 50).toFixed(1)} ms  p95 ${pct(r.delivery, 95).toFixed(1)} ms  p99 ${pct(r.delivery, 99).toFixed(1)} ms; ` +
          `send ack p50 ${pct(r.acks, 50).toFixed(1)} ms  p99 ${pct(r.acks, 99).toFixed(1)} ms; server RSS ${rss} MB (idle ${idle} MB)`,
      );
    const base = await measure(world, BASELINE_SOCKETS, MESSAGES);
    report('baseline', base, rssMb(pid));
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 200);
    const full = await measure(world, SOCKETS, MESSAGES);
    clearInterval(sampler);
    report(`${SOCKETS} sockets`, full, peak);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await bench.drop();
  }
}

await main();
