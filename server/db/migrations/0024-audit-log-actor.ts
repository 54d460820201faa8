// Candidate plans count resume builds and parses from their audit entries
// (payments/candidate-usage-repo.ts) on every build, parse and plan page: one candidate's entries of one
// action since a date are an index range, not a scan of the whole log.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index audit_log_actor_action on audit_log (client_id, actor_id, action, at)`.execute(db);
}
