import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { BrowseCompaniesPage } from '@/features/companies/browse/browse-companies-page';
import { validateBrowseCompaniesSearch, type BrowseCompaniesSearch } from '@/features/companies/browse/search-params';

export const Route = createFileRoute('/browse-companies')({
  // Typed here, checked in the page (see browse-jobs.tsx).
  validateSearch: (search: Record<string, unknown>) => search as BrowseCompaniesSearch,
  component: Page,
});

function Page() {
  const raw = Route.useSearch();
  const search = useMemo(() => validateBrowseCompaniesSearch(raw), [raw]);
  return <BrowseCompaniesPage search={search} />;
}
