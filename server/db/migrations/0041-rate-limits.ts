// The rate limits' counts when there is no Redis (server/rate-limit/, docs/scale-out.md), shared by
// every server process on this database. It is rate-limiter-flexible's table, made here rather than
// by the library at start (`tableCreated: true` there): the schema stays in the migrations, run
// once and in order on both engines; the library's own statement would run on every start of every
// process, racing the others (it swallows the duplicate error), and would make `key`
// varchar(255), which a board id, a role and a 254-character e-mail can outgrow. Columns in the
// library's order: its insert names none. The index serves the sweep of ended windows.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rate_limits (
      key text primary key,
      points integer not null default 0,
      expire bigint
    );
    create index rate_limits_expire on rate_limits (expire);
  `.execute(db);
}
