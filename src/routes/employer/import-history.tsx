import { createFileRoute } from '@tanstack/react-router';
import { validateImportHistorySearch } from '@/features/job-import/history-search';
import { ImportHistoryPage } from '@/features/job-import/import-history-page';

export const Route = createFileRoute('/employer/import-history')({
  validateSearch: validateImportHistorySearch,
  component: Page,
});

function Page() {
  const search = Route.useSearch();
  return <ImportHistoryPage search={search} />;
}
