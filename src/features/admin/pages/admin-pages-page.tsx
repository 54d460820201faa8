// The console's page editor: the list of the board's pages, or one page open in the editor
// (?page=<slug>, so a reload or a shared link opens the same page).
import { useSearch } from '@tanstack/react-router';
import { isPageSlug } from '@shared/pages/paths.ts';
import { PageEditor } from './page-editor';
import { PagesList } from './pages-list';

export function AdminPagesPage() {
  const { page } = useSearch({ strict: false }) as { page?: unknown };
  const slug = typeof page === 'string' && isPageSlug(page) ? page : null;
  return slug ? <PageEditor key={slug} slug={slug} /> : <PagesList />;
}
