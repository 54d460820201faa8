import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { BrowseJobsPage } from '@/features/jobs-discovery/browse/browse-jobs-page';
import { validateBrowseJobsSearch, type BrowseJobsSearch } from '@/features/jobs-discovery/browse/search-params';
import { CreateAlertButton } from '@/features/job-alerts/create-alert';

export const Route = createFileRoute('/browse-jobs')({
  // Typed here, checked in the page: validateSearch stays in the first page's JavaScript while the
  // page is split off, so the checking code goes with the page (docs/adding-a-vertical.md, step 5).
  validateSearch: (search: Record<string, unknown>) => search as BrowseJobsSearch,
  component: Page,
});

function Page() {
  const raw = Route.useSearch();
  const search = useMemo(() => validateBrowseJobsSearch(raw), [raw]);
  return <BrowseJobsPage search={search} actions={<CreateAlertButton search={search} />} />;
}
