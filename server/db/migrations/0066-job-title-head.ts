// The title's role word kept with the job (issue 51; docs/job-search.md, "Speed"). The ranking
// asks of every job of a first pass whether its title's role word, its last before a parenthesis,
// " - " or a comma, is the keyword's (key 6b of server/jobs-discovery/repo/relevance.ts): two
// regular expressions and a parse of the word for each of 200-400 jobs, 0.6 ms of a 2.8 ms
// ranking at a million jobs. job_title_head is that expression, the one place it is written; a
// trigger of its own keeps the column when a title is written. Jobs written before this have none
// (null): the ranking asks the function for them, so nothing is rewritten here; they gain it when
// next saved.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table jobs add column title_head tsvector;

    create function job_title_head(title text) returns tsvector language sql immutable parallel safe as $$
      select to_tsvector('english', coalesce(substring(
        regexp_replace(coalesce(title, ''), '\\s*([(].*|\\s[-–|]\\s.*|,.*)$', '')
        from '([[:alnum:]]+)[^[:alnum:]]*$'), ''))
    $$;

    create function jobs_title_head() returns trigger language plpgsql as $$
    begin
      new.title_head := job_title_head(new.title);
      return new;
    end
    $$;
    create trigger jobs_title_head before insert or update of title on jobs
      for each row execute function jobs_title_head();
  `.execute(db);
}
