// The console dashboard's counts: each one indexed lookup on the board's rows, and the rows born
// on each UTC day of a window, grouped in the database (one scan per table, bounded by the window).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';
import { isLiveJob } from '../jobs/index.ts';

export type DashboardCounts = {
  toApprove: number;
  toModerate: number;
  messages: number;
  reports: number;
  live: number;
  candidates: number;
  employers: number;
  companies: number;
  applications: number;
  disabled: number;
};

const count = (rows: { n: string | number | bigint }[]) => Number(rows[0]?.n ?? 0);

/** What waits for the admin and the board's totals; contact messages count from `messagesSince`. */
export async function dashboardCounts(db: Db, clientId: string, messagesSince: Date): Promise<DashboardCounts> {
  const board = scopedTo(db, clientId);
  const accounts = board.selectFrom('users').where('deleted_at', 'is', null);
  const [toApprove, toModerate, messages, reports, live, candidates, employers, companies, applications, disabled] =
    await Promise.all([
      board
        .selectFrom('jobs')
        .select((e) => e.fn.countAll().as('n'))
        .where('approval_status', '=', 1)
        .where('status', 'not in', ['DRAFT', 'DELETED'])
        .where('deleted_at', 'is', null)
        .execute(),
      board
        .selectFrom('reviews')
        .select((e) => e.fn.countAll().as('n'))
        .where('status', '=', 'pending')
        .where('deleted_at', 'is', null)
        .execute(),
      board
        .selectFrom('contact_messages')
        .select((e) => e.fn.countAll().as('n'))
        .where('status', '=', 'new')
        .where('created_at', '>=', messagesSince)
        .execute(),
      board
        .selectFrom('chat_reports')
        .select((e) => e.fn.countAll().as('n'))
        .where('state', '=', 'open')
        .execute(),
      board
        .selectFrom('jobs')
        .select((e) => e.fn.countAll().as('n'))
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
      board
        .selectFrom('companies')
        .select((e) => e.fn.countAll().as('n'))
        .execute(),
      board
        .selectFrom('applications')
        .select((e) => e.fn.countAll().as('n'))
        .execute(),
      accounts
        .select((e) => e.fn.countAll().as('n'))
        .where('status', '=', 'disabled')
        .execute(),
    ]);
  return {
    toApprove: count(toApprove),
    toModerate: count(toModerate),
    messages: count(messages),
    reports: count(reports),
    live: count(live),
    candidates: count(candidates),
    employers: count(employers),
    companies: count(companies),
    applications: count(applications),
    disabled: count(disabled),
  };
}

// Each table's moment of birth: an application's is when it was made.
const BORN = { jobs: 'created_at', applications: 'applied_at', users: 'created_at' } as const;

/** The board's rows of a table born on each UTC day since `since` (YYYY-MM-DD). */
export async function bornPerDay(
  db: Db,
  clientId: string,
  table: keyof typeof BORN,
  since: string,
): Promise<Map<string, number>> {
  const born = sql.ref(BORN[table]);
  const { rows } = await sql<{ day: string; n: string }>`
    select to_char(${born} at time zone 'UTC', 'YYYY-MM-DD') as day, count(*) as n
    from ${sql.table(table)}
    where ${scopedTo(db, clientId).owns(table)} and ${born} >= ${since}::date
    group by 1`.execute(db);
  return new Map(rows.map((r) => [r.day, Number(r.n)]));
}
