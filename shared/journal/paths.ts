// Where the journal lives and how its articles are named, for the server (its page answer, the
// sitemaps) and the web app alike. An article's slug follows the pages' rule: lower-case words
// joined by single hyphens, at most 120 characters.
import { PAGE_SLUG, PAGE_SLUG_MAX } from '../pages/paths.ts';

export const JOURNAL_PATH = '/journal';
export const ARTICLE_SLUG_MAX = PAGE_SLUG_MAX;

export function isArticleSlug(value: string): boolean {
  return value.length <= ARTICLE_SLUG_MAX && PAGE_SLUG.test(value);
}

/** The path of an article on the board's site. */
export const articlePath = (slug: string) => `${JOURNAL_PATH}/${slug}`;

/** The slug an article's path names (/journal/<slug>, a trailing slash allowed), or null. */
export function articleSlugOfPath(pathname: string): string | null {
  const slug = /^\/journal\/([^/]+)\/?$/.exec(pathname)?.[1];
  return slug !== undefined && isArticleSlug(slug) ? slug : null;
}

/**
 * A slug made from a title: accents dropped, every run of other characters one hyphen, cut to the
 * maximum length; empty when the title has no letter or digit of the Latin alphabet.
 */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, ARTICLE_SLUG_MAX)
    .replace(/-+$/, '');
}
