// Words for a JSON Schema's property names and enum values, for schemas that carry no titles (the
// page blocks' settings): `showSearch` reads "Show search", `appStoreUrl` "App store URL".
// eslint-disable-next-line lingui/no-unlocalized-strings -- abbreviations, the same in every language
const WORDS: Record<string, string> = { url: 'URL', id: 'ID', ids: 'IDs', html: 'HTML' };

export function humanize(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => WORDS[w] ?? w);
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** An enum value as a choice's label: `MONTHLY` reads "Monthly", `candidate` "Candidate". */
export function choiceLabel(value: unknown): string {
  if (typeof value !== 'string') return String(value);
  return humanize(value === value.toUpperCase() ? value.toLowerCase() : value);
}
