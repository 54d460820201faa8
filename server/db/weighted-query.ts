// A text-search query restricted to lexemes of some weights: `doc @@ weighted(q, 'ABC')` answers
// what `ts_filter(doc, '{a,b,c}') @@ q` answers without copying the document for each row tested
// (a filtered copy of each tsvector: 55 ms for 20,000 candidates' documents, 28 ms weighted;
// docs/candidate-search.md, "Blocks"). PostgreSQL has no function that weights a tsquery, so its
// text is rewritten: each quoted lexeme (a quote inside one is doubled) gains `:ABC`, which is
// tsquery's own syntax for "only at these weights". Phrase operators keep their meaning: positions
// keep their numbers under both forms, so "senior <-> kotlin" still needs the two adjacent. A
// prefix lexeme keeps its star (`'dev':ABC*`); the queries rewritten come from phraseto_tsquery and
// plainto_tsquery, whose lexemes carry no weights of their own. The rewrite has constant arguments
// once the keyword is bound, so it is folded into the plan once, not done for each row.
import { sql, type RawBuilder } from 'kysely';

const LEXEME = "'((?:[^']|'')*)'(?::(\\*))?";

export function weighted(q: RawBuilder<string>, weights: 'AB' | 'ABC'): RawBuilder<string> {
  return sql<string>`(regexp_replace((${q})::text, ${LEXEME}, ${`'\\1':${weights}\\2`}, 'g'))::tsquery`;
}
