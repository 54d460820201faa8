// Indexes measured by `npm run bench` at 100,000 jobs (docs/benchmark.md). Both are partial on the
// part of the live rule that is immutable (status, approval, not deleted; the expiry is compared
// with now() in the query), so the planner uses them for every public search:
// - jobs_live_browse: the default order (featured, then newest) is read in index order instead of
//   sorting every live job, and the facet counts become an index-only scan of the covered columns.
// - jobs_live_company: the open-job count of the companies on a page, index-only.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index jobs_live_browse on jobs (client_id, is_featured desc, posted_at desc, id)
      include (category_id, employment_type, workplace_type, location_type, city_id, city_nm, state_id,
        country_id, expires_at, company_id, experience_min, experience_max)
      where status = 'ACTIVE' and approval_status = 2 and deleted_at is null;
    create index jobs_live_company on jobs (client_id, company_id) include (expires_at, posted_at)
      where status = 'ACTIVE' and approval_status = 2 and deleted_at is null;
  `.execute(db);
}
