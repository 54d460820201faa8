// The smart search screen (POST search) is now the plan flag smart_search, and
// advanced_candidate_search its filters beyond the keyword (docs/candidate-search.md, "The plan's
// flags"). Before, the search needed advanced_candidate_search alone and smart_search gated
// nothing, so no plan, licence or board override that sold the search named smart_search. Each
// that names advanced_candidate_search gets smart_search beside it, so no company loses the search
// its plan sold it: the catalogue's plans, the licences' snapshots of what was bought, and a
// board's own switch.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update plans set features = array_append(features, 'smart_search')
    where 'advanced_candidate_search' = any(features) and not ('smart_search' = any(features))
  `.execute(db);
  await sql`
    update licences
    set snapshot = jsonb_set(snapshot, '{features}', (snapshot -> 'features') || '["smart_search"]'::jsonb)
    where jsonb_typeof(snapshot -> 'features') = 'array'
      and jsonb_exists(snapshot -> 'features', 'advanced_candidate_search')
      and not jsonb_exists(snapshot -> 'features', 'smart_search')
  `.execute(db);
  await sql`
    update clients
    set settings = jsonb_set(settings, '{features,smart_search}', settings -> 'features' -> 'advanced_candidate_search')
    where jsonb_typeof(settings -> 'features' -> 'advanced_candidate_search') = 'boolean'
      and not jsonb_exists(settings -> 'features', 'smart_search')
  `.execute(db);
}
