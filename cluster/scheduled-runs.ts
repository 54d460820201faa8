// Runs of the recurring tasks per due time, read from pg-boss's own tables: every job a schedule
// sent (the start's extra expiry sweep is marked and left out), grouped by task and minute, with
// how many of them completed. Due times are the crons' minutes within a window.
import type pg from 'pg';

export type DueRuns = { task: string; due: string; sent: number; completed: number };

/** Whether a five-field cron whose other fields are `*` is due at this minute (UTC). */
export function dueAt(cron: string, minute: Date): boolean {
  const [m = '', ...rest] = cron.trim().split(/\s+/);
  if (rest.length !== 4 || rest.some((f) => f !== '*')) throw new Error(`cron not counted here: ${cron}`);
  const at = minute.getUTCMinutes();
  if (m === '*') return true;
  const step = /^\*\/(\d+)$/.exec(m);
  if (step) return at % Number(step[1]) === 0;
  return /^\d+$/.test(m) && Number(m) === at;
}

/** The schedules (task and cron) every process registered. */
export async function schedules(db: pg.Pool): Promise<{ name: string; cron: string }[]> {
  const { rows } = await db.query<{ name: string; cron: string }>(
    'select name, cron from pgboss.schedule order by name',
  );
  return rows;
}

/** Runs per task and due minute in [from, to): one line per due time, whether any job was sent. */
export async function runsPerDueTime(db: pg.Pool, from: Date, to: Date): Promise<DueRuns[]> {
  const { rows } = await db.query<{ task: string; due: Date; sent: number; completed: number }>(
    `select name as task, date_trunc('minute', created_on) as due, count(*)::int as sent,
            count(*) filter (where state = 'completed')::int as completed
       from (select name, created_on, state, data from pgboss.job
             union all select name, created_on, state, data from pgboss.archive) as jobs
      where created_on >= $1 and created_on < $2 and coalesce(data->>'on', '') <> 'start'
      group by 1, 2`,
    [from, to],
  );
  const seen = new Map(rows.map((r) => [`${r.task} ${r.due.toISOString()}`, r]));
  const out: DueRuns[] = [];
  for (const { name, cron } of await schedules(db))
    for (let t = new Date(from); t < to; t = new Date(t.getTime() + 60_000))
      if (dueAt(cron, t)) {
        const r = seen.get(`${name} ${t.toISOString()}`);
        out.push({ task: name, due: t.toISOString(), sent: r?.sent ?? 0, completed: r?.completed ?? 0 });
      }
  return out;
}
