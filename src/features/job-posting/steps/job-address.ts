// The rules of a job's address (the contract's JobSlugInput): 3 to 120 characters, lower-case
// letters and digits in groups joined by single hyphens.
import { t } from '@lingui/core/macro';
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Why `slug` cannot be a job's address, or undefined when it can. */
export function jobSlugProblem(slug: string): string | undefined {
  if (slug.length < 3) return t`The address needs at least 3 characters`;
  if (slug.length > 120) return t`The address can have at most 120 characters`;
  if (!SLUG.test(slug)) return t`Use lower-case letters and digits, words joined by single hyphens`;
  return undefined;
}
