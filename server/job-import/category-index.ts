// A board's job categories as an import matches feed values against them, by a key made the same
// way from a category's name, its slug and a feed's value. Apart from the checks of job-fields.ts,
// so that the matcher (category-match.ts), which those checks use, can name it without a cycle.
export type CategoryRef = { id: string; name: string };
/** The tenant's categories by slugified name and by slug. */
export type CategoryIndex = ReadonlyMap<string, CategoryRef>;

export const categoryKey = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
