// The account keeps a first and a last name; profile forms send one full name (spec §5: letters
// with single spaces). The last word is the last name, the rest the first name.
export function splitName(full: string): { first: string; last: string } {
  const words = full.trim().split(/\s+/);
  if (words.length === 1) return { first: words[0] ?? '', last: '' };
  return { first: words.slice(0, -1).join(' '), last: words.at(-1) ?? '' };
}
