// Job search reads no pending index entries (issue 51; docs/job-search.md, "Speed").
// - GIN's fast update keeps new entries in an unsorted pending list (up to 4 MB) that every search
//   of the index reads whole until a vacuum or a full list moves them into the index. On a board
//   searched far more often than jobs are written, that list was the largest part of a first
//   asking: 4,000 job writes at 100,000 jobs left 313 pending pages in the document index, and a
//   first asking's statements took 29 ms instead of 16. Off, each write puts its entries in place
//   (a job is posted or edited at a person's pace; imports are background work).
// - fillfactor 85: a job page's view and its applications move counters of the job's row. On a
//   full page such an update is written as a new row version elsewhere, with new entries in every
//   index of jobs, GIN ones included; with room left on the page it is a heap-only update, which
//   touches no index. Pages written before this keep their layout until rewritten (VACUUM FULL).
import { sql, type Kysely } from 'kysely';

/** The GIN indexes of jobs: the document, the title's document, the title's trigrams, the skills. */
const GIN_INDEXES = ['jobs_search', 'jobs_title_search', 'jobs_title_trgm', 'jobs_skills'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table jobs set (fillfactor = 85)`.execute(db);
  for (const index of GIN_INDEXES) {
    await sql`alter index ${sql.ref(index)} set (fastupdate = off)`.execute(db);
    // What is pending now goes into the index; later writes go there at once.
    await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
  }
}
