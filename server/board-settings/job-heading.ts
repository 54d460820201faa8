// The tenant's word for "Job" as its settings store it (settings.jobHeading); putting it into
// texts is shared with the web app (shared/words/job-heading.ts).
import { DEFAULT_JOB_HEADING, type JobHeading } from '../../shared/words/job-heading.ts';
import { objectAt, stringAt } from '../db/json-read.ts';

export { applyJobHeading, type JobHeading } from '../../shared/words/job-heading.ts';

/** settings.jobHeading is `{singular, plural}` or just the singular word ('Role' → 'Roles'). */
export function jobHeadingOf(settings: Record<string, unknown>): JobHeading {
  const word = stringAt(settings, 'jobHeading', undefined, 40);
  if (word) return { singular: word, plural: `${word}s`.slice(0, 40) };
  const h = objectAt(settings, 'jobHeading');
  const singular = stringAt(h, 'singular', undefined, 40);
  if (!singular) return DEFAULT_JOB_HEADING;
  return { singular, plural: stringAt(h, 'plural', undefined, 40) ?? `${singular}s`.slice(0, 40) };
}
