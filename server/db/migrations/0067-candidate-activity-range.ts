// A range of candidate search's activity over every row, findable or not (issue 51,
// docs/candidate-search.md "Blocks"). A page by relevance reads a keyword's matches among the
// newest 2,000 rows of the search without it: the window's end from an activity index, then the
// rows within the window that match, which PostgreSQL finds by ANDing the keyword's GIN bitmap
// with a bitmap of the window's range and fetches alone. The activity indexes could not be that
// range: when two indexes are partial on the same condition (`where findable`), the planner counts
// the second's predicate as met by the first and the second as adding nothing (PostgreSQL's
// choose_bitmap_and), so it read every row of the window and tested each: 2,040 blocks for
// "tableau" at 1,000,000 candidates, 93 with this index. Making the keyword's index cover every
// row instead let the planner AND another partial index, scanned whole, only for its `where
// findable` (a count of "kotlin" with ten years or more: 900,000 entries, 905 ms), so this one is
// a narrow btree of its own, and the other indexes stay as they were.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index candidate_search_activity_range on candidate_search (client_id, last_active_at)`.execute(db);
}
