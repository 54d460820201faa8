// Suggestions while a job keyword is typed (jobs/search-suggestions, issue 18): places where the
// board has live jobs whose name starts with the last words ("data analyst pu" → "Data analyst in
// Pune"), titles of live jobs holding every word with the last one unfinished, and skills and
// companies of live jobs starting with the last word. Each carries the whole keyword to search, so
// choosing a place gives a keyword the search reads back as that place (keyword-places.ts).
import { sql } from 'kysely';
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { escapeLike } from '../db/like.ts';
import { boardPlaces } from './board-places.ts';
import { placeKey } from './keyword-places.ts';
import { isLiveJob } from './live.ts';

type Suggestion = components['schemas']['JobSearchSuggestion'];

const MIN_LETTERS = 2;
const LONGEST_PLACE = 3;

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The tsquery of the words so far: the finished ones stemmed, the last one a prefix. */
function typedQuery(head: string, last: string) {
  const prefix = placeKey(last).replace(/ /g, '');
  const parts = [
    ...(head ? [sql`plainto_tsquery('english', ${head})`] : []),
    ...(prefix ? [sql`to_tsquery('simple', ${`${prefix}:*`})`] : []),
  ];
  return parts.length ? sql`(${sql.join(parts, sql` && `)})` : null;
}

async function titles(db: Db, clientId: string, head: string, last: string, limit: number): Promise<string[]> {
  const q = typedQuery(head, last);
  if (!q) return [];
  const { rows } = await sql<{ title: string }>`
    select min(j.title) as title from jobs as j
    where j.client_id = ${clientId} and ${isLiveJob('j')} and j.search @@ ${q} and ts_filter(j.search, '{a}') @@ ${q}
    group by lower(j.title) order by count(*) desc, min(j.title) limit ${limit}`.execute(db);
  return rows.map((r) => r.title);
}

async function skills(db: Db, clientId: string, last: string, limit: number): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select m.name from masters as m
    where m.kind = 'skills' and (m.client_id is null or m.client_id = ${clientId})
      and m.name ilike ${`${escapeLike(last)}%`}
      and exists (select 1 from jobs as j where j.client_id = ${clientId} and j.skills @> array[m.name]
        and ${isLiveJob('j')})
    order by length(m.name), m.name limit ${limit}`.execute(db);
  return rows.map((r) => r.name);
}

async function companies(db: Db, clientId: string, last: string, limit: number): Promise<string[]> {
  const like = escapeLike(last);
  const { rows } = await sql<{ name: string }>`
    select c.name from companies as c
    where c.client_id = ${clientId} and (c.name ilike ${`${like}%`} or c.name ilike ${`% ${like}%`})
      and exists (select 1 from jobs as j where j.client_id = ${clientId} and j.company_id = c.id and ${isLiveJob('j')})
    order by length(c.name), c.name limit ${limit}`.execute(db);
  return rows.map((r) => r.name);
}

/** Places of the board whose name starts with the last one to three words, most jobs first. */
async function places(db: Db, clientId: string, words: string[], limit: number): Promise<Suggestion[]> {
  const all = await boardPlaces(db, clientId);
  const out: Suggestion[] = [];
  const seen = new Set<string>();
  for (let n = Math.min(LONGEST_PLACE, words.length); n >= 1; n--) {
    const prefix = placeKey(words.slice(-n).join(' '));
    if (prefix.replace(/ /g, '').length < MIN_LETTERS) continue;
    const head = words.slice(0, -n).join(' ');
    const matched = all
      .filter((p) => placeKey(p.nm).startsWith(prefix))
      .sort((a, b) => b.jobs - a.jobs || a.nm.localeCompare(b.nm));
    for (const p of matched) {
      const keyword = `${head} ${p.nm.toLowerCase()}`.trim();
      if (seen.has(keyword)) continue;
      seen.add(keyword);
      out.push({ kind: 'place', label: head ? `${capitalised(head)} in ${p.nm}` : `Jobs in ${p.nm}`, keyword });
    }
  }
  return out.slice(0, limit);
}

export async function suggestJobSearch(
  db: Db,
  clientId: string,
  q: string,
  limit = 5,
): Promise<{ items: Suggestion[] }> {
  const words = q.trim().split(/\s+/).filter(Boolean);
  const last = words.at(-1) ?? '';
  if (placeKey(words.join(' ')).replace(/ /g, '').length < MIN_LETTERS) return { items: [] };
  const head = words.slice(0, -1).join(' ');
  const lastWord = placeKey(last).replace(/ /g, '');
  const [where, typed, skillNames, companyNames] = await Promise.all([
    places(db, clientId, words, limit),
    titles(db, clientId, head, last, limit),
    lastWord.length >= MIN_LETTERS ? skills(db, clientId, last, limit) : Promise.resolve([]),
    lastWord.length >= MIN_LETTERS ? companies(db, clientId, last, limit) : Promise.resolve([]),
  ]);
  // "data analyst pu": no title holds "pu…", so the titles of what comes before the place.
  const titleNames = typed.length || !where.length || !head ? typed : await titles(db, clientId, head, '', limit);
  const withHead = (name: string) => `${head} ${name}`.trim();
  const items: Suggestion[] = [
    ...where,
    ...titleNames.map((t) => ({ kind: 'title' as const, label: t, keyword: t })),
    ...skillNames.map((s) => ({ kind: 'skill' as const, label: s, keyword: withHead(s) })),
    ...companyNames.map((c) => ({ kind: 'company' as const, label: c, keyword: withHead(c) })),
  ];
  const seen = new Set<string>();
  return { items: items.filter((i) => !seen.has(i.keyword.toLowerCase()) && seen.add(i.keyword.toLowerCase())) };
}
