// The tenant's word for "Job" (settings.jobHeading), and putting it into interface texts.
import { objectAt, stringAt } from './json-read.ts';

export type JobHeading = { singular: string; plural: string };

const DEFAULT: JobHeading = { singular: 'Job', plural: 'Jobs' };

/** settings.jobHeading is `{singular, plural}` or just the singular word ('Role' → 'Roles'). */
export function jobHeadingOf(settings: Record<string, unknown>): JobHeading {
  const word = stringAt(settings, 'jobHeading', undefined, 40);
  if (word) return { singular: word, plural: `${word}s`.slice(0, 40) };
  const h = objectAt(settings, 'jobHeading');
  const singular = stringAt(h, 'singular', undefined, 40);
  if (!singular) return DEFAULT;
  return { singular, plural: stringAt(h, 'plural', undefined, 40) ?? `${singular}s`.slice(0, 40) };
}

/** 'role' for 'Role', but an acronym such as 'IT Role' keeps its capitals. */
function lowerFirst(word: string): string {
  return /^[A-Z][A-Z]/.test(word) ? word : word.charAt(0).toLowerCase() + word.slice(1);
}

/** Replaces the words job/jobs in every case they are written (Job, job, JOB, Jobs ...). */
export function applyJobHeading(text: string, h: JobHeading): string {
  if (h.singular === DEFAULT.singular && h.plural === DEFAULT.plural) return text;
  return text.replace(/\b(jobs?)\b/gi, (match) => {
    const word = match.length === 4 ? h.plural : h.singular;
    if (match === match.toUpperCase()) return word.toUpperCase();
    if (match.charAt(0) === 'J') return word.charAt(0).toUpperCase() + word.slice(1);
    return lowerFirst(word);
  });
}
