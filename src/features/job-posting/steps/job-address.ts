// The rules of a job's address (the contract's JobSlugInput): 3 to 120 characters, lower-case
// letters and digits in groups joined by single hyphens.
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Why `slug` cannot be a job's address, or undefined when it can. */
export function jobSlugProblem(slug: string): string | undefined {
  if (slug.length < 3) return 'The address needs at least 3 characters';
  if (slug.length > 120) return 'The address can have at most 120 characters';
  if (!SLUG.test(slug)) return 'Use lower-case letters and digits, words joined by single hyphens';
  return undefined;
}
