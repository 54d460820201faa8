// Job search that understands people (issue 18; docs/job-search.md).
// - The job's document holds hyphenated words joined too ("Front-End" also as "frontend"), as the
//   candidate documents already do (candidate_search_joined), so "frontend", "front-end" and
//   "front end" find one another. Its place names join the company and category text (weight D),
//   so a keyword searched as typed ("pune", once the user undid reading it as the location) still
//   finds the jobs there.
// - title_search: the title's own document. The ranking asks several questions of the title for
//   every matching job; asked of the whole document, each would read the description back from
//   TOAST storage again (seconds per search at 100,000 jobs; docs/job-search.md).
// - job_search_terms: the words of a board's job titles and skills, the vocabulary a misspelt
//   keyword is corrected against ("acountant" → "accountant"). Words are only added: a stale word
//   can at worst suggest a correction that finds no live job.
// - vocabulary_stamp: a number from one sequence that every job posted, and every change to what
//   a job is called, where it is or whether it is live, takes anew; a board's highest stamp, read
//   from an index, tells the suggestions' in-memory vocabulary of the board
//   (server/jobs-discovery/board-vocabulary.ts) that it is stale.
// - Indexes by state and country, so recognising a place named in a keyword ("data analyst
//   pune") asks whether the board has a live job there without scanning its jobs.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table jobs add column title_search tsvector not null default ''::tsvector;

    create table job_search_terms (
      client_id uuid not null references clients(id) on delete cascade,
      term text not null,
      primary key (client_id, term)
    );

    create or replace function jobs_search_refresh() returns trigger language plpgsql as $$
    begin
      new.title_search := to_tsvector('english', candidate_search_joined(coalesce(new.title, '')));
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
    drop trigger jobs_search_refresh on jobs;
    create trigger jobs_search_refresh before insert or update of title, skills, description, company_info,
      category_nm, city_nm, state_nm, country_nm
      on jobs for each row execute function jobs_search_refresh();

    create function job_search_terms_add() returns trigger language plpgsql as $$
    begin
      insert into job_search_terms (client_id, term)
        select distinct new.client_id, w
        from regexp_split_to_table(lower(concat_ws(' ', new.title, array_to_string(new.skills, ' '))),
          '[^[:alnum:]]+') as w
        where length(w) between 3 and 40
        -- In one order, so two jobs saved at once cannot deadlock on each other's new words.
        order by 2
      on conflict do nothing;
      return null;
    end
    $$;
    create trigger job_search_terms_add after insert or update of title, skills on jobs
      for each row execute function job_search_terms_add();

    insert into job_search_terms (client_id, term)
      select distinct j.client_id, w
      from jobs j, regexp_split_to_table(lower(concat_ws(' ', j.title, array_to_string(j.skills, ' '))),
        '[^[:alnum:]]+') as w
      where length(w) between 3 and 40
    on conflict do nothing;

    update jobs set title = title;

    -- A sequence, not a counter row per board: a row every job write updates would make writers of
    -- one board queue behind each other, and deadlock a sweep of many jobs against an edit of one.
    create sequence jobs_vocabulary_stamp;
    alter table jobs add column vocabulary_stamp bigint not null default nextval('jobs_vocabulary_stamp');
    create function jobs_vocabulary_stamp() returns trigger language plpgsql as $$
    begin
      new.vocabulary_stamp := nextval('jobs_vocabulary_stamp');
      return new;
    end
    $$;
    -- Not on views_count and the other counters: a job page view must not make the vocabulary stale.
    create trigger jobs_vocabulary_stamp before update of title, skills, status, approval_status, deleted_at,
      expires_at, company_id, city_id, city_nm, state_id, state_nm, country_id, country_nm on jobs
      for each row execute function jobs_vocabulary_stamp();
    create index jobs_by_vocabulary_stamp on jobs (client_id, vocabulary_stamp);

    create index jobs_state on jobs (client_id, state_id) where state_id is not null;
    create index jobs_country on jobs (client_id, country_id) where country_id is not null;
  `.execute(db);
}
