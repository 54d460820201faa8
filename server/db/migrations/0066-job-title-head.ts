// The title's role word kept with the job (issue 51; docs/job-search.md, "Speed"). The ranking
// asks of every job of a first pass whether its title's role word, its last before a parenthesis,
// " - " or a comma, is the keyword's (key 6b of server/jobs-discovery/repo/relevance.ts): two
// regular expressions and a parse of the word for each of 200-400 jobs, 0.6 ms of a 2.8 ms
// ranking at a million jobs. The trigger that keeps the title's documents keeps it too. Jobs
// written before this have none (null): the ranking works it out for them as before, so nothing
// is rewritten here; they gain it when next saved. The expressions are relevance.ts's TITLE_TAIL
// and LAST_WORD: a change to them there must recompute this column.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table jobs add column title_head tsvector;

    create or replace function jobs_search_refresh() returns trigger language plpgsql as $$
    begin
      new.title_search := to_tsvector('english', candidate_search_joined(coalesce(new.title, '')));
      new.title_head := to_tsvector('english', coalesce(substring(
        regexp_replace(coalesce(new.title, ''), '\\s*([(].*|\\s[-–|]\\s.*|,.*)$', '')
        from '([[:alnum:]]+)[^[:alnum:]]*$'), ''));
      new.search :=
        setweight(to_tsvector('english', candidate_search_joined(coalesce(new.title, ''))), 'A') ||
        setweight(to_tsvector('english', candidate_search_joined(array_to_string(new.skills, ' '))), 'B') ||
        setweight(to_tsvector('english', candidate_search_joined(
          regexp_replace(coalesce(new.description, ''), '<[^>]*>', ' ', 'g'))), 'C') ||
        setweight(to_tsvector('english', concat_ws(' ', new.company_info ->> 'companyName', new.category_nm,
          new.city_nm, new.state_nm, new.country_nm)), 'D');
      return new;
    end
    $$;
  `.execute(db);
}
