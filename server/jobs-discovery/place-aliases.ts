// Other names people write for a place of the places list (issue 18): "Bangalore" is Bengaluru,
// "Gurugram" the list's Gurgaon, "NYC" New York City. The list names each city once, by one name;
// a job seeker types the name they use. Keys and values are place keys (lower case, no accents,
// words separated by one space). An alias is only read where the board has a live job in the
// place it names, like any place name; words common in job titles ("la", "sf") are left out.
import { slugify } from '../master/geo.ts';

/** A place name as compared: lower case, no accents, words separated by one space. */
export const placeKey = (s: string) => slugify(s).replace(/-/g, ' ');

/** A name's words as compared with typed words: its place key's words. */
export const wordsOf = (s: string) => placeKey(s).split(' ').filter(Boolean);

const ALIASES: Readonly<Record<string, string>> = {
  bangalore: 'bengaluru',
  bombay: 'mumbai',
  madras: 'chennai',
  calcutta: 'kolkata',
  gurugram: 'gurgaon',
  poona: 'pune',
  mysore: 'mysuru',
  mangalore: 'mangaluru',
  belgaum: 'belagavi',
  hubli: 'hubballi',
  trivandrum: 'thiruvananthapuram',
  cochin: 'kochi',
  baroda: 'vadodara',
  pondicherry: 'puducherry',
  vizag: 'visakhapatnam',
  prayagraj: 'allahabad',
  benares: 'varanasi',
  banaras: 'varanasi',
  'new york': 'new york city',
  nyc: 'new york city',
  saigon: 'ho chi minh city',
  peking: 'beijing',
};

/** The other name's place key, or none. */
export const aliasOf = (key: string): string | undefined => ALIASES[key];

const byPlace = new Map<string, string[]>();
for (const [alias, place] of Object.entries(ALIASES)) byPlace.set(place, [...(byPlace.get(place) ?? []), alias]);

/** Every key a place name is known by: its own, then its aliases ("bengaluru", "bangalore"). */
export function keysOfPlace(nm: string): string[] {
  const key = placeKey(nm);
  return [key, ...(byPlace.get(key) ?? [])];
}
