import { createFileRoute } from '@tanstack/react-router';
import { MyJobsPage } from '@/features/applying/my-jobs/my-jobs-page';
import { validateMyJobsSearch } from '@/features/applying/my-jobs/my-jobs-search';
import { JobAlertsList } from '@/features/job-alerts/job-alerts-list';

// The search is read in the component (a lazy chunk), not in validateSearch (index bundle).
export const Route = createFileRoute('/jobsseekers/my-jobs')({
  component: Page,
});

function Page() {
  const search = validateMyJobsSearch(Route.useSearch());
  return <MyJobsPage search={search} alerts={<JobAlertsList />} />;
}
