// Place and remote words in a job keyword (issue 18): "data analyst pune" is the keyword "data
// analyst" in Pune; "work from home support" is "support" in remote jobs. A place is recognised
// only where people write one (the last words of the keyword, or after "in", "near" or "at"),
// only when it names a city, state or country of the places list, and only when the board has a
// live job there, so "mobile developer" stays a keyword and a board with no job in Reading never
// reads "nurse reading" as a town. The caller shows what was understood so the user can undo it.
import type { Db } from '../db/database.ts';
import { geo, placeUuid } from '../master/geo.ts';
import { aliasOf, placeKey } from './place-aliases.ts';
import { placesWithJobs } from './repo/places-with-jobs.ts';

export type PlaceKind = 'city' | 'state' | 'country';
export type KeywordPlace = { kind: PlaceKind; id: string; nm: string };
export type RemoteWord = 'WFH' | 'HYBRID';

export type Understood = {
  /** The words left to search for; null when the keyword was only a place or a remote word. */
  keyword: string | null;
  place: KeywordPlace | null;
  workplace: RemoteWord | null;
};

/** Phrases meaning a workplace, longest first so "work from home" is taken before "home". */
const REMOTE_PHRASES: ReadonlyArray<[string, RemoteWord]> = [
  ['work from anywhere', 'WFH'],
  ['work from home', 'WFH'],
  ['working from home', 'WFH'],
  ['home based', 'WFH'],
  ['remote', 'WFH'],
  ['remotely', 'WFH'],
  ['wfh', 'WFH'],
  ['hybrid', 'HYBRID'],
];
const PLACE_MARKERS = new Set(['in', 'near', 'at']);
const LONGEST_PLACE = 3;

type Named = { kind: PlaceKind; key: string; nm: string };
let byName: Map<string, Named[]> | undefined;

/** Every country, state and city of the places list by its name (lower case, no accents), or by another name of it. */
function placesNamed(name: string): Named[] {
  const alias = aliasOf(name);
  return alias ? [...placesOfName(name), ...placesOfName(alias)] : placesOfName(name);
}

function placesOfName(name: string): Named[] {
  if (!byName) {
    const index = new Map<string, Named[]>();
    const add = (p: Named) => {
      const k = placeKey(p.nm);
      if (k) index.set(k, [...(index.get(k) ?? []), p]);
    };
    const g = geo();
    for (const c of g.countries) add({ kind: 'country', key: c.id, nm: c.nm });
    for (const s of g.stateById.values()) add({ kind: 'state', key: s.id, nm: s.nm });
    for (const c of g.cityById.values()) add({ kind: 'city', key: c.id, nm: c.nm });
    byName = index;
  }
  return byName.get(name) ?? [];
}

/** A word as typed and as compared ("Pune," is "pune"; "Front-End" is "front end"). */
type Word = { typed: string; key: string };
const wordsOf = (s: string): Word[] =>
  s
    .split(/\s+/)
    .map((typed) => ({ typed, key: placeKey(typed) }))
    .filter((w) => w.key);
const keyOf = (ws: Word[]) => ws.map((w) => w.key).join(' ');

/** The keyword's remote words taken out. */
function takeRemote(all: Word[]): { rest: Word[]; workplace: RemoteWord | null } {
  let rest = all;
  let workplace: RemoteWord | null = null;
  for (const [phrase, kind] of REMOTE_PHRASES) {
    const p = phrase.split(' ');
    for (let i = 0; i + p.length <= rest.length; i++) {
      if (keyOf(rest.slice(i, i + p.length)) === phrase) {
        workplace ??= kind;
        rest = [...rest.slice(0, i), ...rest.slice(i + p.length)];
        i -= 1;
      }
    }
  }
  return { rest, workplace };
}

/** Where a place may be: after a marker word, or the last one to three words. Longest first. */
function placeSpans(all: Word[]): Array<{ from: number; to: number }> {
  const spans: Array<{ from: number; to: number }> = [];
  const marker = all.findLastIndex((w) => PLACE_MARKERS.has(w.key));
  if (marker >= 0 && marker < all.length - 1 && all.length - marker - 1 <= LONGEST_PLACE)
    spans.push({ from: marker + 1, to: all.length });
  for (let n = Math.min(LONGEST_PLACE, all.length); n >= 1; n--) spans.push({ from: all.length - n, to: all.length });
  return spans;
}

/**
 * What the keyword asks for. `place` and `workplace` say which of the two may be read from it
 * (not when the search already filters on a location or a workplace).
 */
export async function understandKeyword(
  db: Db,
  clientId: string,
  keyword: string,
  want: { place: boolean; workplace: boolean },
): Promise<Understood> {
  const typed = wordsOf(keyword);
  const remote = want.workplace ? takeRemote(typed) : { rest: typed, workplace: null };
  let rest = remote.rest;
  let place: KeywordPlace | null = null;
  if (want.place && rest.length) {
    const candidates = placeSpans(rest).flatMap((span) =>
      placesNamed(keyOf(rest.slice(span.from, span.to))).map((p) => ({ span, p })),
    );
    const kinds: PlaceKind[] = ['city', 'state', 'country'];
    const asPlaces = candidates.map(({ p }) => ({ kind: p.kind, id: placeUuid(p.key), nm: p.nm }));
    const live = await placesWithJobs(db, clientId, asPlaces.slice(0, 20));
    // The longest span first (they are in that order), then a city before a state before a country.
    const found = candidates
      .map((c, i) => ({ ...c, place: asPlaces[i] }))
      .filter((c) => c.place && live.has(c.place.id))
      .sort(
        (a, b) =>
          b.span.to - b.span.from - (a.span.to - a.span.from) || kinds.indexOf(a.p.kind) - kinds.indexOf(b.p.kind),
      )[0];
    if (found?.place) {
      place = found.place;
      const before = rest.slice(0, found.span.from);
      rest = PLACE_MARKERS.has(before.at(-1)?.key ?? '') ? before.slice(0, -1) : before;
    }
  }
  if (!place && !remote.workplace) return { keyword, place: null, workplace: null };
  return { keyword: rest.length ? rest.map((w) => w.typed).join(' ') : null, place, workplace: remote.workplace };
}
