// The names employers give saved searches and candidate lists: Unicode letters, numbers and
// spaces, not blank, at most 100 characters (contract: SavedSearchInput, CandidateListInput).
import { t } from '@lingui/core/macro';
export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 500;
const NAME = /^[\p{L}\p{N} ]*[\p{L}\p{N}][\p{L}\p{N} ]*$/u;

/** What is wrong with a name, or null when it is fine. */
export function nameProblem(raw: string): string | null {
  const name = raw.trim();
  if (!name) return t`Enter a name`;
  if (name.length > NAME_MAX) return t`Use at most ${NAME_MAX} characters`;
  if (!NAME.test(name)) return t`Use letters, numbers and spaces only`;
  return null;
}
