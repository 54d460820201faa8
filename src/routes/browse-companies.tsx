import { createFileRoute } from '@tanstack/react-router';
import { BrowseCompaniesPage } from '@/features/companies/browse/browse-companies-page';
import { validateBrowseCompaniesSearch } from '@/features/companies/browse/search-params';

export const Route = createFileRoute('/browse-companies')({
  validateSearch: validateBrowseCompaniesSearch,
  component: Page,
});

function Page() {
  return <BrowseCompaniesPage search={Route.useSearch()} />;
}
