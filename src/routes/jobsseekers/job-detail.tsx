import { createFileRoute } from '@tanstack/react-router';
import { JobDetailPage } from '@/features/jobs-discovery/detail/job-detail-page';
import { JobSalaryInsights } from '@/features/salary-insights/job-salary-insights';
import { validateJobIdSearch } from '@/features/jobs-discovery/detail/job-id-search';
import { MissingJob } from '@/features/jobs-discovery/detail/missing-job';

export const Route = createFileRoute('/jobsseekers/job-detail')({
  validateSearch: validateJobIdSearch,
  component: Page,
});

function Page() {
  const { id, invitation } = Route.useSearch();
  return id ? (
    <JobDetailPage
      key={id}
      idOrSlug={id}
      invitationId={invitation}
      renderInsights={(job) => <JobSalaryInsights job={job} />}
    />
  ) : (
    <MissingJob />
  );
}
