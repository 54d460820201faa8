// /company-profile?id=… or ?slug=…: the company is named by either; both are optional so plain
// links need no search object.
export type CompanyRefSearch = { id?: string; slug?: string };

const REF = /^[A-Za-z0-9-]{1,220}$/;

export function validateCompanyRefSearch(raw: Record<string, unknown>): CompanyRefSearch {
  const pick = (value: unknown) => (typeof value === 'string' && REF.test(value.trim()) ? value.trim() : undefined);
  const id = pick(raw.id);
  const slug = pick(raw.slug);
  return { ...(id ? { id } : {}), ...(slug ? { slug } : {}) };
}

/** What company/get/{id} is asked for: the id when given, else the slug. */
export function companyRef(search: CompanyRefSearch): string | undefined {
  return search.id ?? search.slug;
}
