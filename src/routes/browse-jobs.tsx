import { createFileRoute } from '@tanstack/react-router';
import { BrowseJobsPage } from '@/features/jobs-discovery/browse/browse-jobs-page';
import { validateBrowseJobsSearch } from '@/features/jobs-discovery/browse/search-params';

export const Route = createFileRoute('/browse-jobs')({
  validateSearch: validateBrowseJobsSearch,
  component: Page,
});

function Page() {
  return <BrowseJobsPage search={Route.useSearch()} />;
}
