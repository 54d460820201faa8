// Words written with a slash are also their parts (issue 18; docs/job-search.md): PostgreSQL's
// parser reads "UI/UX" or "CI/CD" as one token, a file path, so "ux designer" never found the
// "UI/UX Designer". candidate_search_joined (which already adds "front-end" as "frontend") now
// also adds "UI/UX" as "UI UX", for job and candidate documents alike.
// The jobs whose title or skills hold such a word are documented again here; a description, and a
// candidate's document, take the new form at their next edit (a description's "and/or" matters
// little, and rewriting every job's document is minutes on a large board).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function candidate_search_joined(t text) returns text language sql immutable as $f$
      select regexp_replace(
        regexp_replace(coalesce(t, ''), '([[:alnum:]]+)-([[:alnum:]]+)', '\\1-\\2 \\1\\2', 'g'),
        '([[:alnum:]]+)/([[:alnum:]]+)', '\\1/\\2 \\1 \\2', 'g')
    $f$;

    update jobs set title = title
      where title ~ '[[:alnum:]]/[[:alnum:]]' or array_to_string(skills, ' ') ~ '[[:alnum:]]/[[:alnum:]]';
  `.execute(db);
}
