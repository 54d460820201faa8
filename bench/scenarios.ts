// What is measured: the public job search (jobs/get-job-list as a guest, a mix of keywords — one
// misspelt, so a typo correction runs, and place and remote words the search reads — filters and
// sorts), the suggestions while typing (jobs/search-suggestions, the prefixes a person sends as
// they type) and the public job page (jobs/get/guest/{id}) over random viewable jobs.
import type pg from 'pg';
import { placeUuid } from '../server/master/uuid.ts';
import type { HttpRequest } from './http-client.ts';
import { prng, shuffle } from './generate.ts';
import { CITIES, COUNTRIES, FAMILIES } from './vocabulary.ts';

export type Scenario = { name: string; title: string; requests: HttpRequest[] };

const API = '/client/api/v1';

const search = (body: Record<string, unknown>): HttpRequest => ({
  method: 'POST',
  path: `${API}/jobs/get-job-list`,
  body,
});

async function categoryId(pool: pg.Pool, clientId: string, name: string): Promise<string> {
  const { rows } = await pool.query<{ id: string }>('select id from categories where client_id = $1 and name = $2', [
    clientId,
    name,
  ]);
  if (!rows[0]) throw new Error(`no category ${name}`);
  return rows[0].id;
}

export async function searchScenario(pool: pg.Pool, clientId: string): Promise<Scenario> {
  const software = await categoryId(pool, clientId, 'Software Development');
  const healthcare = await categoryId(pool, clientId, 'Healthcare');
  const india = placeUuid('IN');
  const bengaluru = placeUuid('IN-KA-bengaluru');
  return {
    name: 'search',
    title: 'Job search: POST jobs/get-job-list (guest)',
    requests: [
      search({ page: 1, limit: 10 }),
      search({ page: 5, limit: 20, sort: 'newest' }),
      search({ keyword: 'react developer' }),
      search({ keyword: 'nurse', limit: 20 }),
      search({ keyword: 'Acountant' }),
      search({ keyword: 'Devloper', countryId: india }),
      search({ keyword: 'python', employmentTypes: ['FULL_TIME'], workplaceTypes: ['HYBRID', 'WFH'], sort: 'newest' }),
      search({ keyword: 'senior data engineer spark', countryId: india }),
      search({ keyword: 'kubernetes', datePosted: '7d' }),
      search({ categoryIds: [software], cityId: bengaluru, experienceMin: 3 }),
      search({ categoryIds: [healthcare], datePosted: '30d', sort: 'newest' }),
      search({ countryId: india, salaryMin: 1_500_000, currencyCode: 'INR', sort: 'salary_desc' }),
      search({ keyword: 'data analyst pune' }),
      search({ keyword: 'work from home customer support' }),
      search({ keyword: 'frontend developer' }),
    ],
  };
}

/**
 * Keyword searches each asked once: every role and skill of the generated board, alone and as a
 * senior or junior role, with a country, a city, remote work, a posting window or full time, in a
 * shuffled order (18,000 searches: more than a run sends). Nothing a search keeps by the board's
 * stamp (its ranked pool, word and facet counts) helps the first asking.
 */
export function firstSearchScenario(): Scenario {
  const words = [...new Set(FAMILIES.flatMap((f) => [...f.roles, ...f.skills]).map((w) => w.toLowerCase()))];
  // The long tail (issue 51): each word alone and as a senior or junior role, narrowed by nothing,
  // a country, a city, remote work, a posting window or full time: no search repeats within a run.
  const phrasings = words.flatMap((w) => [w, `senior ${w}`, `junior ${w}`]);
  const narrowings: Record<string, unknown>[] = [
    {},
    ...COUNTRIES.map((c) => ({ countryId: placeUuid(c.key) })),
    ...CITIES.map((c) => ({ cityId: placeUuid(c.key) })),
    { workplaceTypes: ['WFH'] },
    { datePosted: '7d' },
    { datePosted: '30d' },
    { employmentTypes: ['FULL_TIME'] },
  ];
  const bodies: Record<string, unknown>[] = phrasings.flatMap((keyword) => narrowings.map((n) => ({ keyword, ...n })));
  const rand = prng(11);
  shuffle(bodies, rand);
  return {
    name: 'search-first',
    title: `Job search, first asking: POST jobs/get-job-list (guest, ${bodies.length.toLocaleString('en')} keyword searches each sent once)`,
    requests: bodies.map(search),
  };
}

/** The keywords as typed, letter by letter from the second: what the box asks while a person types. */
export function suggestScenario(): Scenario {
  const typed = ['data analyst pune', 'react developer', 'nurse mumbai', 'python', 'senior accountant', 'bengaluru'];
  const requests = typed.flatMap((k) =>
    Array.from({ length: k.length - 1 }, (_, i) => k.slice(0, i + 2)).map((q): HttpRequest => ({
      method: 'GET',
      path: `${API}/jobs/search-suggestions?q=${encodeURIComponent(q)}`,
    })),
  );
  return { name: 'suggest', title: 'Suggestions: GET jobs/search-suggestions (guest, typed prefixes)', requests };
}

/** `count` random jobs whose page opens for a guest (live, or paused, closed or expired). */
export async function detailScenario(pool: pg.Pool, clientId: string, count: number): Promise<Scenario> {
  const { rows } = await pool.query<{ id: string }>(
    `select id from jobs where client_id = $1 and approval_status = 2 and deleted_at is null
       and status in ('ACTIVE', 'PAUSED', 'CLOSED', 'EXPIRED')
     order by random() limit $2`,
    [clientId, count],
  );
  if (!rows.length) throw new Error('no viewable job to open');
  return {
    name: 'detail',
    title: `Job page: GET jobs/get/guest/{id} (guest, ${rows.length.toLocaleString('en')} random jobs)`,
    requests: rows.map((r) => ({ method: 'GET', path: `${API}/jobs/get/guest/${r.id}` })),
  };
}
