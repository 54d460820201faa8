import { createFileRoute } from '@tanstack/react-router';
import { MyJobsPage } from '@/features/job-posting/my-jobs/my-jobs-page';
import { validateMyJobsSearch } from '@/features/job-posting/my-jobs/my-jobs-search';

export const Route = createFileRoute('/employer/my-jobs')({
  validateSearch: validateMyJobsSearch,
  component: Page,
});

function Page() {
  const search = Route.useSearch();
  return <MyJobsPage search={search} />;
}
