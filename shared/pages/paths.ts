// Where each page of the page builder lives: `home` is the index page, the content pages keep
// their own routes (/about-us ...), every other page is a named page under /p.
export const CONTENT_PAGE_SLUGS = ['about-us', 'privacy-policy', 'terms-of-use'] as const;

/** The URL name of a page: lower-case words joined by single hyphens (the contract's pattern). */
export const PAGE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PAGE_SLUG_MAX = 120;

export function isPageSlug(value: string): boolean {
  return value.length <= PAGE_SLUG_MAX && PAGE_SLUG.test(value);
}

/** The path of a page on the board's site. */
export function pagePath(slug: string): string {
  if (slug === 'home') return '/';
  if ((CONTENT_PAGE_SLUGS as readonly string[]).includes(slug)) return `/${slug}`;
  return `/p/${slug}`;
}

/** The slug a path shows (a content page or /p/<slug>), or null for any other path. */
export function pageSlugOfPath(pathname: string): string | null {
  const clean = pathname.replace(/\/+$/, '');
  const named = /^\/p\/([^/]+)$/.exec(clean)?.[1];
  if (named !== undefined) return isPageSlug(named) ? named : null;
  const content = clean.slice(1);
  return (CONTENT_PAGE_SLUGS as readonly string[]).includes(content) ? content : null;
}
