// A keyword search in a city reads only the city's matches (issue 51; docs/job-search.md, "Speed").
// The ranking's first pass takes the newest jobs holding the keyword, in the title and in the whole
// document, among the search's filters. The GIN indexes held the words alone, so in a city every
// job with the words was fetched to test its city, or the words' bitmap was intersected with the
// city's btree, for each posting window read: at 1,000,000 jobs "junior supply chain analyst" in
// one city fetched 1,408 rows for 44, and "senior curriculum design" in another built a bitmap of
// 10,606 matches and one of 34,087 jobs in the city three times (119 ms). With the city as a second
// key of each index (btree_gin, as candidate search's in 0025 and 0061), the index answers both; a
// search without a city reads the words' keys as before. Both take writes directly, as in 0062.
// Rebuilding them reads every job's document once: minutes at a million jobs, writes to jobs wait.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create extension if not exists btree_gin;
    drop index jobs_search;
    drop index jobs_title_search;
    create index jobs_search on jobs using gin (search, city_id) with (fastupdate = off);
    create index jobs_title_search on jobs using gin (title_search, city_id) with (fastupdate = off);
  `.execute(db);
}
