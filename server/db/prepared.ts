// Statements PostgreSQL plans once per connection instead of on every call (issue 18). A job
// search's small statements (the tenant of the Host header, the board's stamp, its synonyms, a
// page of kept ranked ids, the cards' companies) each took PostgreSQL longer to plan than to run:
// 0.1–0.6 ms of planning against 0.03–0.4 ms of execution at 100,000 jobs, several times per
// request. A statement marked with `prepared` is sent as a named prepared statement: parsed and
// planned on its first call on a connection, then, once PostgreSQL judges its generic plan as good
// as the custom ones (after five calls), executed without planning.
//
// Only statements marked are prepared: their shapes are few and fixed (an id list is one array
// parameter, never a list of placeholders), so each connection keeps a bounded set, and a generic
// plan is safe for them because they look rows up by key. A marked statement names its columns,
// never `select *`: PostgreSQL refuses to run a prepared statement whose result columns changed,
// which a migration run by a newer instance beside a running one would do. A keyword search's own statements are
// not marked: how selective its words and filters are decides their plan, which is what a generic
// plan would not know.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type pg from 'pg';

const MARK = '/* prepared */';

/** Marks a statement to be prepared: first in a template (sql`${prepared} select …`), or a builder's .modifyFront(prepared). */
export const prepared = sql.raw(MARK);

const names = new Map<string, string>();

/** The prepared statement name of a marked statement's text, or null for a statement not marked. */
export function statementName(text: string): string | null {
  if (!text.includes(MARK)) return null;
  let name = names.get(text);
  if (!name) {
    name = `p_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

type Query = (...args: unknown[]) => unknown;

/** Makes `client` send its marked statements as named prepared statements. */
export function prepareMarked(client: pg.Client): void {
  const query = client.query.bind(client) as Query;
  const named: Query = (...args) => {
    const [text, values, ...rest] = args;
    const name = typeof text === 'string' && Array.isArray(values) ? statementName(text) : null;
    return name ? query({ name, text, values }, ...rest) : query(...args);
  };
  Object.assign(client, { query: named });
}
