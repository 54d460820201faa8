// What a board's live jobs are called and where they are, with how many jobs each, for suggestions
// while typing (issue 18): places, titles, skills and companies. Two grouped scans of the board's
// live jobs, kept in memory per board while the board's highest job stamp (jobs.vocabulary_stamp,
// taken anew from a sequence whenever a job is posted, edited, closed or removed; migration 0035)
// stays the same, so a job posted a moment ago is suggested at once and a keystroke costs one
// index read. What no stamp shows (a job passing its expiry, a company renamed, or a write that
// took its stamp before another but committed after) shows within a minute: an older list is
// answered at once while the next one is read.
import type { Db } from '../db/database.ts';
import type { KeywordPlace } from './keyword-places.ts';
import { liveNameCounts, livePlaceCounts, type NameRow } from './repo/live-names.ts';
import { boardStamp } from '../jobs/index.ts';
import { keysOfPlace, wordsOf } from './place-aliases.ts';

/** A name with its jobs, and its words as typed words are compared with them (placeKey). */
export type Counted = { name: string; jobs: number; words: string[] };
/** A place with its jobs, and every key it is known by (keysOfPlace). */
export type BoardPlace = KeywordPlace & { jobs: number; keys: string[] };
export type BoardVocabulary = { places: BoardPlace[]; titles: Counted[]; skills: Counted[]; companies: Counted[] };

const FRESH_MS = 60_000;
const cache = new Map<string, { at: number; version: string; vocabulary: Promise<BoardVocabulary> }>();

async function read(db: Db, clientId: string): Promise<BoardVocabulary> {
  const [placeRows, nameRows] = await Promise.all([livePlaceCounts(db, clientId), liveNameCounts(db, clientId)]);
  // Names are normalised here, once per list, not per keystroke: normalising every title of a large
  // board for each suggestion was most of a suggestion's CPU time.
  const places = placeRows.flatMap((r): BoardPlace[] => {
    const jobs = Number(r.n);
    if (!r.nm) return [];
    const keys = keysOfPlace(r.nm);
    if (r.city_id) return [{ kind: 'city', id: r.city_id, nm: r.nm, jobs, keys }];
    if (r.state_id) return [{ kind: 'state', id: r.state_id, nm: r.nm, jobs, keys }];
    if (r.country_id) return [{ kind: 'country', id: r.country_id, nm: r.nm, jobs, keys }];
    return [];
  });
  const of = (kind: NameRow['kind']): Counted[] =>
    nameRows
      .filter((r) => r.kind === kind)
      .map((r) => ({ name: r.name, jobs: Number(r.n), words: wordsOf(r.name) }))
      .sort((a, b) => b.jobs - a.jobs || a.name.localeCompare(b.name));
  return {
    places: places.sort((a, b) => b.jobs - a.jobs),
    titles: of('title'),
    skills: of('skill'),
    companies: of('company'),
  };
}

export async function boardVocabulary(db: Db, clientId: string, now = Date.now()): Promise<BoardVocabulary> {
  const version = await boardStamp(db, clientId);
  const held = cache.get(clientId);
  if (held && held.version === version && now - held.at < FRESH_MS) return held.vocabulary;
  const next = read(db, clientId);
  cache.set(clientId, { at: now, version, vocabulary: next });
  // A failed read is not kept: the next call tries again.
  next.catch(() => cache.delete(clientId));
  // Only age made it stale: answer with it while the next is read. A new version is waited for.
  return held && held.version === version ? held.vocabulary : next;
}
