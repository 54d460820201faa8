// Statements a process sends for itself rather than for the request in flight: the board copies a
// first asking starts reading (server/jobs-discovery/recent-jobs.ts). Marked, so that what records
// a request's SQL (the benchmark's direct-SQL side, bench/capture.ts) leaves them out: they are
// the server's own work, timed on their own, not a statement the request waited for.
import { sql } from 'kysely';

const MARK = '/* background */';

/** Marks a statement as the process's own work: first in a template (sql`${background} select …`). */
export const background = sql.raw(MARK);

/** Whether a statement's text was marked with `background`. */
export const isBackground = (text: string): boolean => text.startsWith(MARK);
