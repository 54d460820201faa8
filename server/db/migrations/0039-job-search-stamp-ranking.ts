// The board's stamp also moves when what ranks a keyword search changes (issue 18;
// docs/job-search.md, "Speed"): a job's description, company text and category name (its
// document, which matches and ranks), and whether it is featured. Keyword searches keep their
// ranked pools and word counts by the stamp (server/jobs-discovery/ranking-cache.ts); an edited
// description must be searched at once, not within a minute.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger jobs_vocabulary_stamp on jobs;
    create trigger jobs_vocabulary_stamp before update of title, skills, status, approval_status, deleted_at,
      expires_at, company_id, city_id, city_nm, state_id, state_nm, country_id, country_nm,
      category_id, employment_type, workplace_type, location_type, posted_at, is_salary_visible,
      salary_min, salary_max, salary_period, salary_currency, experience_min, experience_max,
      description, company_info, category_nm, is_featured on jobs
      for each row execute function jobs_vocabulary_stamp();
  `.execute(db);
}
