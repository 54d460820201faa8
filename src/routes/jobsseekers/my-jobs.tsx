import { createFileRoute } from '@tanstack/react-router';
import { MyJobsPage } from '@/features/applying/my-jobs/my-jobs-page';
import { validateMyJobsSearch } from '@/features/applying/my-jobs/my-jobs-search';
import { FollowedCompanies } from '@/features/company-followers/followed-companies';
import { MyInterviews } from '@/features/interviews/my-interviews';
import { JobAlertsList } from '@/features/job-alerts/job-alerts-list';
import { useFeature } from '@/lib/plans/use-feature';

// The search is read in the component (a lazy chunk), not in validateSearch (index bundle).
export const Route = createFileRoute('/jobsseekers/my-jobs')({
  component: Page,
});

function Page() {
  const search = validateMyJobsSearch(Route.useSearch());
  // The Following tab is the board plan's company_followers.
  const followers = useFeature('company_followers');
  return (
    <MyJobsPage
      search={search}
      alerts={<JobAlertsList />}
      following={followers.allowed ? <FollowedCompanies /> : undefined}
      interviews={<MyInterviews />}
    />
  );
}
