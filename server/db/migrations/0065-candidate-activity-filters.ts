// Candidate search's newest rows of a city or an experience range, read from the activity indexes
// alone (issue 51, docs/candidate-search.md "Speed"). A page by relevance reads a tier from the
// newest rows of the search without its keyword; with an experience range among the filters the
// walk down the activity index fetched every row to test its months: at 1,000,000 candidates
// "nurse" with more than 15 years walked 6,601 rows to find the 20 newest in the headline or
// titles, 75-106 ms. With the months (and, in the board's index, the city) in the activity
// indexes, the walk tests them in the index and fetches only the rows that pass, to test the tier
// (repo/search-page.ts, newestIn).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index candidate_search_active;
    create index candidate_search_active on candidate_search (client_id, last_active_at desc nulls last, user_id)
      include (experience_months, city_id) where findable;
    drop index candidate_search_city_active;
    create index candidate_search_city_active on candidate_search
      (client_id, city_id, last_active_at desc nulls last, user_id) include (experience_months) where findable;
  `.execute(db);
}
