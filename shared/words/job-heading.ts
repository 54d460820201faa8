// The tenant's word for "Job" (the specification: "'Job' is replaced in all cases in
// translations"), put into interface texts: the server's translations and page heads, and every
// text literal of the web app's screens (docs/job-heading.md).
export type JobHeading = { singular: string; plural: string };

export const DEFAULT_JOB_HEADING: JobHeading = { singular: 'Job', plural: 'Jobs' };

/** A word the heading may be (the contract's AdminAppearanceInput.jobHeading; the board speaks English). */
export const JOB_HEADING_WORD = /^[A-Za-z][A-Za-z '-]{0,39}$/;

export function isDefaultJobHeading(h: JobHeading): boolean {
  return h.singular === DEFAULT_JOB_HEADING.singular && h.plural === DEFAULT_JOB_HEADING.plural;
}

/** 'role' for 'Role', but an acronym such as 'IT Role' keeps its capitals. */
function lowerFirst(word: string): string {
  return /^[A-Z][A-Z]/.test(word) ? word : word.charAt(0).toLowerCase() + word.slice(1);
}

/**
 * The word job or jobs, in any case, as a word of a sentence: not part of a path, a file name, an
 * address or a slug ('/job-detail/', 'jobs.xml', 'browse-jobs'), which stay as they are.
 */
export const JOB_WORD = /(?<![\w/.-])(jobs?)(?![\w/-]|\.\w)/gi;

/** Replaces the words job/jobs in every case they are written (Job, job, JOB, Jobs ...). */
export function applyJobHeading(text: string, h: JobHeading): string {
  if (isDefaultJobHeading(h)) return text;
  return text.replace(JOB_WORD, (match) => {
    const word = match.length === 4 ? h.plural : h.singular;
    if (match === match.toUpperCase()) return word.toUpperCase();
    if (match.charAt(0) === 'J') return word.charAt(0).toUpperCase() + word.slice(1);
    return lowerFirst(word);
  });
}
