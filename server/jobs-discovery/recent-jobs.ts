// A board's newest live jobs, held in memory per process (issue 51; docs/job-search.md, "The newest
// jobs in memory"). A first asking's counts and its first ranking pass read the newest matches of
// its keyword; asked of PostgreSQL, each read builds the keyword's bitmap from the GIN index and
// visits the rows, and at a million jobs that was most of a first asking's time. Held here with
// each job's lexemes and an inverted index of them, the same answers cost a few set operations
// (recent-matches.ts).
//
// What is held is every live job posted since the oldest held (the newest RECENT_JOBS of the
// board, or all of them), read in batches newest first, with the board's stamp read before them.
// A copy is read when a first asking needs one and none is held, and again when the board's stamp
// has moved or it is older than FRESH_MS, in the background, one board at a time per process and
// no board more often than every RELOAD_GAP_MS: the held copy answers counts meanwhile (estimates,
// as kept counts may be five minutes old), and only a copy at the board's current stamp answers a
// ranking pass (a job posted a moment ago must be found at once). Copies are dropped, least
// recently asked first, beyond HELD_JOBS jobs in all.
import type { Db } from '../db/database.ts';
import { boardStamp } from '../jobs/index.ts';
import { errorOf, log } from '../log/logger.ts';
import { codedColumn, type CodedColumn } from './coded-column.ts';
import { recentJobRows, type RecentCursor, type RecentJobRow } from './repo/recent-jobs-rows.ts';
import { keepRecent } from './stamped-cache.ts';

/** The newest live jobs of a board held: every one of a board of 100,000, the last few days of a million. */
const RECENT_JOBS = 100_000;
/**
 * Boards with fewer live jobs are asked of PostgreSQL: their searches read little, and a copy of
 * every small board searched would be memory and reads for nothing.
 */
const HELD_FROM = 5_000;
/** Jobs held in all, across boards. */
const HELD_JOBS = 200_000;
/** Boards remembered (their copies within HELD_JOBS). */
const BOARDS = 200;
/** Rows read a statement: a copy is read in steps, the event loop free between them. */
const BATCH = 5_000;
/** Rows taken into the postings between two turns of the event loop (about 10 ms of work). */
const SLICE = 500;
/** A copy older than this is read again. */
const FRESH_MS = 60_000;
/**
 * A copy at the board's stamp answers ranking passes and word counts while its successor is read,
 * up to this old: a read takes seconds, and every first asking meanwhile went to PostgreSQL (a
 * fifth of the bench's, 5 December 2026). What the stamp does not see (a description edited) is
 * found within this time.
 */
const CURRENT_MS = 2 * FRESH_MS;
/** A copy older than this answers nothing. */
const STALE_MS = 5 * 60_000;
/** No board's copy is read more often than this: a busy board's searches go to SQL meanwhile. */
const RELOAD_GAP_MS = 20_000;

/** A lexeme's jobs: their slots, ascending (slot 0 the newest job). */
export type Postings = ReadonlyMap<string, Int32Array>;

export type RecentJobs = {
  /** The board's stamp, read before the jobs. */
  stamp: string;
  /** When the read started. */
  at: number;
  /** Every live job of the board is held (it had fewer than RECENT_JOBS). */
  whole: boolean;
  size: number;
  /** Milliseconds: when the oldest job held was posted (every live job posted since is held). */
  since: number;
  id: string[];
  posted: Float64Array;
  /** Infinity: no expiry. */
  expires: Float64Array;
  /** The finite expiries, ascending (how many have passed by a moment is one search). */
  expiriesSorted: Float64Array;
  category: CodedColumn;
  employment: CodedColumn;
  workplace: CodedColumn;
  locationType: CodedColumn;
  city: CodedColumn;
  cityName: CodedColumn;
  state: CodedColumn;
  country: CodedColumn;
  company: CodedColumn;
  salaryVisible: Uint8Array;
  /** NaN: none. */
  yearlyMin: Float64Array;
  yearlyMax: Float64Array;
  experienceMin: Float64Array;
  experienceMax: Float64Array;
  doc: Postings;
  title: Postings;
};

/** The bounds in force (tests hold small boards, and fewer jobs, to ask both paths). */
const bounds = { newest: RECENT_JOBS, from: HELD_FROM };

/**
 * How many first askings memory answered, of each part (`documentPools`: the newest document
 * matches of a pass whose titles the SQL read), how many posting windows of the SQL's first pass
 * it showed short and so left out, and how many first windows of the estimated counts it sized
 * (for tests and the benchmark).
 */
export const recentJobsAnswered = {
  counts: 0,
  pools: 0,
  documentPools: 0,
  words: 0,
  windowsLeftOut: 0,
  windowsSized: 0,
};

type Held = { copy: RecentJobs | null; asked: number; loadedAt: number };
const held = new Map<string, Held>();
/** The one read of a board's copy under way in this process. */
let loading: Promise<void> | null = null;

const orNaN = (n: number | null) => (n === null ? NaN : Number(n));
const yieldToEvents = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Adds one row's lexemes to the postings being built (slots arrive in ascending order). */
function post(into: Map<string, number[]>, words: string, slot: number): void {
  if (!words) return;
  for (const w of words.split(' ')) {
    const list = into.get(w);
    if (list) list.push(slot);
    else into.set(w, [slot]);
  }
}

async function frozen(lists: Map<string, number[]>): Promise<Postings> {
  const out = new Map<string, Int32Array>();
  let n = 0;
  for (const [w, list] of lists) {
    out.set(w, Int32Array.from(list));
    if (++n % 20_000 === 0) await yieldToEvents();
  }
  return out;
}

async function read(db: Db, clientId: string): Promise<RecentJobs> {
  const at = Date.now();
  const stamp = await boardStamp(db, clientId);
  const rows: RecentJobRow[] = [];
  const doc = new Map<string, number[]>();
  const title = new Map<string, number[]>();
  let cursor: RecentCursor | null = null;
  for (;;) {
    const batch = await recentJobRows(db, clientId, Math.min(BATCH, bounds.newest - rows.length), cursor);
    for (const [i, r] of batch.entries()) {
      post(doc, r.doc, rows.length);
      post(title, r.title, rows.length);
      // The lexemes are in the postings now; the row need not keep them.
      rows.push({ ...r, doc: '', title: '' });
      if (i % SLICE === SLICE - 1) await yieldToEvents();
    }
    const last = batch.at(-1);
    if (!last || batch.length < BATCH || rows.length >= bounds.newest) break;
    cursor = { postedUs: last.posted_us, id: last.id };
  }
  const size = rows.length;
  // Each column in its own step: built at once, the columns of the 100,000 jobs held of a
  // million-job board took 660-770 ms without a turn of the event loop, every request waiting (a
  // CPU profile under the bench, 6 December 2026).
  const step = async <T>(make: () => T): Promise<T> => {
    const made = make();
    await yieldToEvents();
    return made;
  };
  const posted = await step(() => Float64Array.from(rows, (r) => Number(r.posted_us) / 1000));
  const expires = await step(() => Float64Array.from(rows, (r) => (r.expires === null ? Infinity : Number(r.expires))));
  const coded = (value: (r: RecentJobRow) => string | null) => step(() => codedColumn(rows.map(value)));
  return {
    stamp,
    at,
    whole: size < bounds.newest,
    size,
    since: size ? (posted[size - 1] ?? 0) : at,
    id: await step(() => rows.map((r) => r.id)),
    posted,
    expires,
    expiriesSorted: await step(() => expires.filter((e) => e !== Infinity).sort()),
    category: await coded((r) => r.category_id),
    employment: await coded((r) => r.employment_type),
    workplace: await coded((r) => r.workplace_type),
    locationType: await coded((r) => r.location_type),
    city: await coded((r) => r.city_id),
    cityName: await coded((r) => r.city_nm),
    state: await coded((r) => r.state_id),
    country: await coded((r) => r.country_id),
    company: await coded((r) => r.company_id),
    salaryVisible: await step(() => Uint8Array.from(rows, (r) => (r.salary_visible ? 1 : 0))),
    yearlyMin: await step(() => Float64Array.from(rows, (r) => orNaN(r.yearly_min))),
    yearlyMax: await step(() => Float64Array.from(rows, (r) => orNaN(r.yearly_max))),
    experienceMin: await step(() => Float64Array.from(rows, (r) => orNaN(r.experience_min))),
    experienceMax: await step(() => Float64Array.from(rows, (r) => orNaN(r.experience_max))),
    doc: await frozen(doc),
    title: await frozen(title),
  };
}

/** Drops the least recently asked copies beyond HELD_JOBS jobs in all. */
function trim(): void {
  let total = 0;
  const byAsked = [...held.entries()].sort((a, b) => b[1].asked - a[1].asked);
  for (const [clientId, h] of byAsked) {
    total += h.copy?.size ?? 0;
    if (total > HELD_JOBS && h.copy) held.delete(clientId);
  }
}

function startReading(db: Db, clientId: string, now: number): void {
  if (loading) return;
  const h = held.get(clientId);
  if (h && now - h.loadedAt < RELOAD_GAP_MS) return;
  keepRecent(held, clientId, { copy: h?.copy ?? null, asked: now, loadedAt: now }, BOARDS);
  loading = read(db, clientId)
    .then((copy) => {
      const still = held.get(clientId);
      held.set(clientId, { copy, asked: still?.asked ?? now, loadedAt: Date.now() });
      trim();
    })
    .catch((error: unknown) => log.warn({ err: errorOf(error) }, 'recent jobs'))
    .finally(() => {
      loading = null;
    });
}

/**
 * The board's held copy, if one is held and not older than STALE_MS (null otherwise), starting a
 * read of a new one in the background when none is held, the board's stamp has moved past it, or
 * it is older than FRESH_MS. `current`: the copy is at `stamp`, and younger than CURRENT_MS. `live`: the board's
 * live jobs (board-posting.ts); below HELD_FROM nothing is held.
 */
export function recentJobs(
  db: Db,
  clientId: string,
  stamp: string,
  live: number,
  now = Date.now(),
): { copy: RecentJobs; current: boolean } | null {
  if (live < bounds.from) return null;
  const h = held.get(clientId);
  const copy = h?.copy ?? null;
  if (h) h.asked = now;
  const atStamp = copy !== null && copy.stamp === stamp;
  if (!atStamp || now - copy.at >= FRESH_MS) startReading(db, clientId, now);
  if (!copy || now - copy.at >= STALE_MS) return null;
  return { copy, current: atStamp && now - copy.at < CURRENT_MS };
}

/** Resolves when the copy being read is held (for tests and the benchmark). */
export async function recentJobsSettled(): Promise<void> {
  await loading;
}

/** Forgets every held copy (for tests). */
export function forgetRecentJobs(): void {
  held.clear();
}

/**
 * Holds boards of `from` live jobs or more, their newest `newest` (for tests: a copy already held
 * stays); no arguments: the defaults.
 */
export function holdRecentJobs(from = HELD_FROM, newest = RECENT_JOBS): void {
  bounds.from = from;
  bounds.newest = newest;
}
