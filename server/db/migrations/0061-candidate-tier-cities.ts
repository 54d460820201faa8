// Candidate search's tiers within a city (issue 51, docs/candidate-search.md "Speed"): a page by
// relevance with a city among the filters, and few enough matches to sort, reads the whole keyword
// in the headline and titles (doc_a), then with the skills (doc_ab), in that city. The tiers' GIN
// indexes held the words alone, so every row with the words was fetched to test its city: at
// 1,000,000 candidates "junior data analyst" in Bengaluru fetched 2,271 rows for 154 (118 ms, most
// of it reading them). With the city as a second key of each index (btree_gin, migration 0025),
// the index answers both and only the city's rows are fetched; a search without a city reads the
// words' keys as before.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index candidate_search_doc_a;
    drop index candidate_search_doc_ab;
    create index candidate_search_doc_a on candidate_search using gin (doc_a, city_id) where findable;
    create index candidate_search_doc_ab on candidate_search using gin (doc_ab, city_id) where findable;
  `.execute(db);
}
