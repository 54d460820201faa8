// Job search at scale (issue 18; docs/job-search.md, "Speed").
// - jobs_title_search: the ranking's first pass takes the newest jobs whose title holds the
//   keyword; for a rare word the index finds them without walking the board's jobs.
// - The job's stamp (0035) now also moves when anything a facet counts or a search filters on
//   changes (category, employment and workplace types, posting date, salary, experience), so
//   the cached facet counts of a large board are known stale the moment such a job changes.
// - toast_tuple_target 256: a job's long values (description, document, skills, company text) are
//   kept out of its row, so a row is about 650 bytes, not 2 kB, and a search that visits thousands
//   of matching rows for their filters and facets reads a third of the pages. The short text the
//   filters, facets and the ranking's first pass read (title and its document, types, places) is
//   kept in the row (storage main): out of it, every read would be a TOAST lookup. Rows written
//   before this keep their layout until they are next updated.
// - The @@ match costs 100 times a comparison, not once: a job's document lives out of its row,
//   and a planner that thinks matching it is as cheap as comparing two numbers walks the whole
//   table matching every document instead of asking the GIN index (seconds against milliseconds
//   at 100,000 jobs). Changing a built-in function's cost needs a superuser, so where the
//   migration runs without one the default stays (docs/job-search.md, "Speed").
import { sql, type Kysely } from 'kysely';

/** Short text read by filters, facets and the first ranking pass: kept in the row. */
const INLINE = [
  'status',
  'posting_step',
  'employment_type',
  'workplace_type',
  'location_type',
  'category_nm',
  'title',
  'title_search',
  'slug',
  'salary_currency',
  'salary_period',
  'city_id',
  'city_nm',
  'state_id',
  'state_nm',
  'country_id',
  'country_nm',
  'import_type',
  'reference_number',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index jobs_title_search on jobs using gin (title_search);
    drop trigger jobs_vocabulary_stamp on jobs;
    create trigger jobs_vocabulary_stamp before update of title, skills, status, approval_status, deleted_at,
      expires_at, company_id, city_id, city_nm, state_id, state_nm, country_id, country_nm,
      category_id, employment_type, workplace_type, location_type, posted_at, is_salary_visible,
      salary_min, salary_max, salary_period, salary_currency, experience_min, experience_max on jobs
      for each row execute function jobs_vocabulary_stamp();
    alter table jobs set (toast_tuple_target = 256);
    alter table jobs ${sql.raw(INLINE.map((c) => `alter column ${c} set storage main`).join(', '))};
    do $$
    begin
      alter function ts_match_vq(tsvector, tsquery) cost 100;
    exception when insufficient_privilege then
      raise notice 'the cost of @@ stays the default: not a superuser';
    end
    $$;
  `.execute(db);
}
