// Which pages the server renders for a guest (docs/server-rendering.md).
import { articleSlugOfPath, JOURNAL_PATH } from '../journal/paths.ts';
import { pageSlugOfPath } from '../pages/paths.ts';

/** Public pages a guest reaches from a search engine, a feed or a shared link: the server renders them. */
const RENDERED_PATHS = new Set([
  '/',
  '/browse-jobs',
  '/job-category',
  '/browse-companies',
  '/company-profile',
  JOURNAL_PATH,
]);

/** Whether the server renders the page at `pathname` for a guest (every other page the browser renders). */
export function isServerRenderedPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    RENDERED_PATHS.has(path) ||
    /^\/job-detail\/[^/]+$/.test(path) ||
    pageSlugOfPath(path) !== null ||
    articleSlugOfPath(path) !== null
  );
}
