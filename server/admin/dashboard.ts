// The console's dashboard: a handful of counts, each one indexed lookup on the board's rows, and
// the last 30 days bucketed by UTC day in the database (one grouped scan per table, bounded by the
// window), so the page costs the same on a board of a hundred jobs or a hundred thousand.
import { sql } from 'kysely';
import type { components } from '@generated/schema';
import { isLiveJob } from '../discovery/live.ts';
import type { ConsoleEnv } from './console-admin.ts';

type Dashboard = components['schemas']['AdminDashboard'];
type Day = components['schemas']['AdminDay'];

export const DASHBOARD_DAYS = 30;

const count = (rows: { n: string | number | bigint }[]) => Number(rows[0]?.n ?? 0);

/** The UTC days of the window, oldest first, as YYYY-MM-DD. */
export function windowDays(now: Date, days = DASHBOARD_DAYS): string[] {
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

type PerDay = Map<string, number>;

// Each table's moment of birth: an application's is when it was made.
const BORN = { jobs: 'created_at', applications: 'applied_at', users: 'created_at' } as const;

async function perDay(env: ConsoleEnv, table: keyof typeof BORN, since: string): Promise<PerDay> {
  const born = sql.ref(BORN[table]);
  const { rows } = await sql<{ day: string; n: string }>`
    select to_char(${born} at time zone 'UTC', 'YYYY-MM-DD') as day, count(*) as n
    from ${sql.table(table)}
    where client_id = ${env.clientId} and ${born} >= ${since}::date
    group by 1`.execute(env.db);
  return new Map(rows.map((r) => [r.day, Number(r.n)]));
}

export async function dashboard(env: ConsoleEnv, now = new Date()): Promise<Dashboard> {
  const { db, clientId } = env;
  const days = windowDays(now);
  const since = days[0] ?? now.toISOString().slice(0, 10);
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  const accounts = db.selectFrom('users').where('client_id', '=', clientId).where('deleted_at', 'is', null);
  const [toApprove, toModerate, messages, reports, live, candidates, employers, companies, applications, disabled] =
    await Promise.all([
      db
        .selectFrom('jobs')
        .select((e) => e.fn.countAll().as('n'))
        .where('client_id', '=', clientId)
        .where('approval_status', '=', 1)
        .where('status', 'not in', ['DRAFT', 'DELETED'])
        .where('deleted_at', 'is', null)
        .execute(),
      db
        .selectFrom('reviews')
        .select((e) => e.fn.countAll().as('n'))
        .where('client_id', '=', clientId)
        .where('status', '=', 'pending')
        .where('deleted_at', 'is', null)
        .execute(),
      db
        .selectFrom('contact_messages')
        .select((e) => e.fn.countAll().as('n'))
        .where('client_id', '=', clientId)
        .where('status', '=', 'new')
        .where('created_at', '>=', weekAgo)
        .execute(),
      db
        .selectFrom('chat_reports')
        .select((e) => e.fn.countAll().as('n'))
        .where('client_id', '=', clientId)
        .where('state', '=', 'open')
        .execute(),
      db
        .selectFrom('jobs')
        .select((e) => e.fn.countAll().as('n'))
        .where('client_id', '=', clientId)
        .where(isLiveJob('jobs'))
        .execute(),
      accounts
        .select((e) => e.fn.countAll().as('n'))
        .where('role', '=', 'candidate')
        .execute(),
      accounts
        .select((e) => e.fn.countAll().as('n'))
        .where('role', '=', 'employer')
        .execute(),
      db
        .selectFrom('companies')
        .select((e) => e.fn.countAll().as('n'))
        .where('client_id', '=', clientId)
        .execute(),
      db
        .selectFrom('applications')
        .select((e) => e.fn.countAll().as('n'))
        .where('client_id', '=', clientId)
        .execute(),
      accounts
        .select((e) => e.fn.countAll().as('n'))
        .where('status', '=', 'disabled')
        .execute(),
    ]);
  const [jobsPosted, applied, signups] = await Promise.all([
    perDay(env, 'jobs', since),
    perDay(env, 'applications', since),
    perDay(env, 'users', since),
  ]);
  const daily: Day[] = days.map((date) => ({
    date,
    jobsPosted: jobsPosted.get(date) ?? 0,
    applications: applied.get(date) ?? 0,
    signups: signups.get(date) ?? 0,
  }));
  return {
    waiting: {
      jobsToApprove: count(toApprove),
      reviewsToModerate: count(toModerate),
      contactMessages: count(messages),
      chatReports: count(reports),
    },
    totals: {
      liveJobs: count(live),
      candidates: count(candidates),
      employers: count(employers),
      companies: count(companies),
      applications: count(applications),
      disabledAccounts: count(disabled),
    },
    daily,
  };
}
