// The education factor: a qualification where the job asks one. Qualifications are free text on
// profiles and a master name on jobs, so they are compared by name first and then by level
// (school, diploma, bachelor, master, doctorate) read from common spellings.
import { normalise } from '../../keywords/index.ts';

const LEVELS: ReadonlyArray<[number, string, RegExp]> = [
  [5, 'a doctorate', /\b(ph\.? ?d|doctor(ate)?|d\.? ?phil)\b/],
  [
    4,
    "a master's degree",
    /\b(master'?s?|m\.? ?tech|m\.? ?e|m\.? ?sc|msc|m\.? ?s|m\.? ?a|mba|mca|m\.? ?com|post ?graduate|pg)\b/,
  ],
  [
    3,
    "a bachelor's degree",
    /\b(bachelor'?s?|b\.? ?tech|b\.? ?e|b\.? ?sc|bsc|b\.? ?a|bba|bca|b\.? ?com|graduate|degree|undergraduate)\b/,
  ],
  [2, 'a diploma', /\b(diploma|associate'?s?|certificate)\b/],
  [1, 'school', /\b(high school|secondary|school|hsc|ssc|12th|10th|a levels?)\b/],
];

/** The level of a qualification, 1 (school) to 5 (doctorate); 0 when unknown. */
export function qualificationLevel(q: string): number {
  const n = normalise(q);
  return LEVELS.find(([, , re]) => re.test(n))?.[0] ?? 0;
}

const levelName = (l: number) => LEVELS.find(([n]) => n === l)?.[1] ?? 'a qualification';

export function qualificationFit(asked: string | null, held: readonly string[]): { score: number; detail: string } {
  if (!asked) return { score: 100, detail: 'The job asks for no qualification.' };
  const have = held.filter((q) => q.trim());
  if (!have.length) return { score: 0, detail: `No education on the profile; the job asks for ${asked}.` };
  if (have.some((q) => normalise(q) === normalise(asked))) return { score: 100, detail: `Holds ${asked} as asked.` };
  const want = qualificationLevel(asked);
  const best = have.reduce((m, q) => Math.max(m, qualificationLevel(q)), 0);
  const bestName = have.find((q) => qualificationLevel(q) === best) ?? have[0] ?? '';
  if (!want || !best) return { score: 50, detail: `Holds ${bestName}; the job asks for ${asked}.` };
  if (best >= want) return { score: 100, detail: `Holds ${bestName}, at least the ${asked} asked.` };
  if (best === want - 1) return { score: 50, detail: `Holds ${bestName}; ${levelName(want)} is asked.` };
  return { score: 20, detail: `Holds ${bestName}; ${levelName(want)} is asked.` };
}
