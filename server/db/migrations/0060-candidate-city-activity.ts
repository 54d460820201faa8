// Candidate search's newest rows of one city (issue 51, docs/candidate-search.md "Speed"): a page by
// relevance reads a tier from the newest rows of the search without its keyword, in order of
// activity. With a city among the filters that walk went down the board's activity index and
// skipped every other city's candidates: at 1,000,000 candidates, 44,000 rows read to find 778 in
// Bengaluru, 1.5 s cold. This index holds each city's candidates in order of activity, so the walk
// reads only the city's own rows.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index candidate_search_city_active
    on candidate_search (client_id, city_id, last_active_at desc nulls last, user_id) where findable`.execute(db);
}
