import { createFileRoute } from '@tanstack/react-router';
import { BrowseJobsPage } from '@/features/jobs-discovery/browse/browse-jobs-page';
import { validateBrowseJobsSearch } from '@/features/jobs-discovery/browse/search-params';
import { CreateAlertButton } from '@/features/job-alerts/create-alert';

export const Route = createFileRoute('/browse-jobs')({
  validateSearch: validateBrowseJobsSearch,
  component: Page,
});

function Page() {
  const search = Route.useSearch();
  return <BrowseJobsPage search={search} actions={<CreateAlertButton search={search} />} />;
}
