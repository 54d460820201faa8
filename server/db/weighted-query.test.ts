// A weighted query answers what a filtered document answers (weighted-query.ts): for documents
// with words at each weight, phrases (stop words inside them, words split across weights,
// apostrophes), groups of alternatives, plain word lists and prefixes, `doc @@ weighted(q, W)` is
// `ts_filter(doc, W) @@ q` on both engines, and each form is true for some pairs and false for others.
import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { weighted } from './weighted-query.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

/** A document as search rows build theirs: title A, skills B, companies C, about D. */
const DOCS: [string, string, string, string][] = [
  ['Senior Kotlin Developer', 'Kotlin, Android', "O'Brien Mobile", 'I lead the head of sales team.'],
  ['Head of Sales', 'Negotiation', 'Kotlin Labs', 'Senior developer once.'],
  ['Nurse', 'Care', 'City Hospital', 'Senior Kotlin developer in my spare time.'],
  ['Developer', 'Senior', 'Kotlin Works', 'Nothing else.'],
];

const QUERIES: RawBuilder<string>[] = [
  sql`phraseto_tsquery('english', ${'senior kotlin developer'})`,
  sql`phraseto_tsquery('english', ${'head of sales'})`,
  sql`phraseto_tsquery('english', ${"o'brien mobile"})`,
  sql`phraseto_tsquery('english', ${'kotlin works'})`,
  sql`phraseto_tsquery('english', ${'developer senior'})`,
  sql`(phraseto_tsquery('english', ${'senior'}) || phraseto_tsquery('english', ${'sr'})) && (phraseto_tsquery('english', ${'kotlin developer'}) || phraseto_tsquery('english', ${'android'}))`,
  sql`plainto_tsquery('english', ${'kotlin care hospital'})`,
  sql`phraseto_tsquery('english', ${'spare time'})`,
  sql`to_tsquery('english', ${'nurs:* | develop:* <-> once'})`,
];

const doc = ([a, b, c, d]: [string, string, string, string]) =>
  sql`(setweight(to_tsvector('english', ${a}), 'A') || setweight(to_tsvector('english', ${b}), 'B')
    || setweight(to_tsvector('english', ${c}), 'C') || setweight(to_tsvector('english', ${d}), 'D'))`;

describe('a weighted query', () => {
  it.each([
    ['AB', '{a,b}'],
    ['ABC', '{a,b,c}'],
  ] as const)('answers what the document filtered to %s answers', async (weights, filter) => {
    const answers: { filtered: boolean; weighted: boolean }[] = [];
    for (const d of DOCS)
      for (const q of QUERIES) {
        const { rows } = await sql<{ filtered: boolean; weighted: boolean }>`select
            ts_filter(${doc(d)}, ${filter}::"char"[]) @@ (${q}) as filtered,
            ${doc(d)} @@ ${weighted(q, weights)} as weighted`.execute(server.database.db);
        const row = rows[0];
        if (!row) throw new Error('no answer');
        expect(row.weighted, `${d[0]} / ${q.compile(server.database.db).parameters.join(' ')}`).toBe(row.filtered);
        answers.push(row);
      }
    expect(answers.some((a) => a.weighted)).toBe(true);
    expect(answers.some((a) => !a.weighted)).toBe(true);
  });

  it('weights every lexeme of the query, and nothing else', async () => {
    const { rows } = await sql<{ text: string }>`select (${weighted(
      sql`phraseto_tsquery('english', ${'head of sales'}) || phraseto_tsquery('english', ${"o'brien"})`,
      'ABC',
    )})::text as text`.execute(server.database.db);
    expect(rows[0]?.text).toBe("'head' <2> 'sale':ABC | 'o':ABC <-> 'brien':ABC".replace("'head'", "'head':ABC"));
  });
});
