// The two reads of a search's newest rows (newest-matches.ts): a window read (its end from an
// activity index, then the rows within it that match) gives what a walk that reads every row of
// the window gives, for the board, a city and an experience range tested in the index; across
// ties of activity at the window's end (to the microsecond), into the candidates never active, and
// past the base's last row. A walk that stops early gives a prefix of it.
import { randomUUID } from 'node:crypto';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { newestMatches, newestReadOf, type Base } from './newest-matches.ts';
import { inRanges, searchScope, whereOf, type Conditions } from './search-conditions.ts';

let server: TestServer;
const CANDIDATES = 1200;
const NEVER_ACTIVE_FROM = 1150;
const CITY = 'city-newest-read';

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  // Seven at a time share one activity, to the microsecond; the last fifty were never active.
  await sql`insert into users (client_id, role, email, first_name, last_name, status, email_verified_at, last_active_at)
    select ${server.tenantA}, 'candidate', 'newest' || i || '@example.com', 'Newest', 'No' || i, 'active', now(),
      case when i < ${NEVER_ACTIVE_FROM}
        then timestamptz '2026-11-01 10:00:00.123457+00' - (i / 7) * interval '1 minute' end
    from generate_series(1, ${CANDIDATES}) i`.execute(db);
  // A nurse in seventeen, a clerk in five, the rest accountants; one in eleven not findable; a
  // third in the city; months of experience from 0 to 299.
  await sql`insert into candidate_profiles (user_id, client_id, headline, about, city_id, city_nm, experience_years,
      is_searchable, created_at, updated_at)
    select u.id, u.client_id,
      case when v.i % 17 = 0 then 'Registered Nurse' when v.i % 5 = 0 then 'Ward Clerk' else 'Accountant' end,
      case when v.i % 4 = 0 then 'Caring for people.' end,
      case when v.i % 3 = 0 then ${CITY} end, case when v.i % 3 = 0 then 'Newest City' end,
      v.i % 25, v.i % 11 <> 0, now(), now()
    from users u cross join lateral (select substring(u.email from 'newest(\\d+)@')::int as i) v
    where u.client_id = ${server.tenantA} and u.email like 'newest%@example.com'`.execute(db);
}, 60_000);

afterAll(async () => server?.close());

const keyword = (phrase: string) => sql<string>`phraseto_tsquery('english', ${phrase})`;

function baseOf(c: Conditions, testedInIndex: boolean): Base {
  const scope = searchScope(server.database.db, server.tenantA, randomUUID());
  return { where: whereOf(scope, c), testedInIndex };
}

const board = () => baseOf({}, false);

const bases: [string, () => Base][] = [
  ['the board', board],
  ['a city', () => baseOf({ location: sql<SqlBool>`d.city_id = ${CITY}` }, false)],
  [
    'an experience range, tested in the index',
    () =>
      baseOf(
        {
          experience: inRanges(sql<number | null>`d.experience_months`, [
            { min: 120, max: 299 },
          ]) as RawBuilder<SqlBool>,
        },
        true,
      ),
  ],
];

describe('the newest rows of a search, walked or read in a window', () => {
  it.each(bases)('are the same for %s', async (_, base) => {
    const { db } = server.database;
    for (const phrase of ['registered nurse', 'clerk', 'caring', 'nobody'])
      for (const scan of [1, 100, 500, 1000, 1040, 1100, 5000]) {
        const q = keyword(phrase);
        const walked = await newestMatches(db, base(), q, scan, Number.MAX_SAFE_INTEGER, 'walk');
        const windowed = await newestMatches(db, base(), q, scan, Number.MAX_SAFE_INTEGER, 'window');
        expect(windowed, `${phrase}, ${scan}`).toEqual(walked);
        // A walk that stops once ten match has read the first ten of them.
        const stopped = await newestMatches(db, base(), q, scan, 10, 'walk');
        expect(stopped.found, `${phrase}, ${scan}`).toEqual(windowed.found.slice(0, 10));
      }
  });

  it('finds rows in the window at all (the data reaches the cases above)', async () => {
    const { db } = server.database;
    const nurses = await newestMatches(db, board(), keyword('registered nurse'), 1100, 1, 'window');
    expect(nurses.found.length).toBeGreaterThan(40);
    expect(nurses.found.every((m) => m.t3)).toBe(true);
    const whole = await newestMatches(db, board(), keyword('clerk'), 5000, 1, 'window');
    expect(whole.whole).toBe(true);
  });
});

describe('the read chosen', () => {
  it('reads a window for a keyword whose bitmap is small beside the rows a walk would fetch', () => {
    // A rare keyword: a walk fetches all 2,000 rows, a window builds a bitmap of 3,000 entries.
    expect(newestReadOf(3_000, 0.003, 2000, 80)).toBe('window');
    // "tableau" at 1,000,000 candidates: 31,230 expected, 3% of the board.
    expect(newestReadOf(31_230, 0.031, 2000, 80)).toBe('window');
    // "senior developer" with its synonyms: 90,060 expected, 9%: a walk stops after about 900 rows.
    expect(newestReadOf(90_060, 0.09, 2000, 80)).toBe('walk');
    // Most rows pass: a walk stops after about as many as it needs.
    expect(newestReadOf(500_000, 0.5, 2000, 80)).toBe('walk');
  });
});
