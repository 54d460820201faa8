import { createFileRoute } from '@tanstack/react-router';
import { JobDetailPage } from '@/features/jobs-discovery/detail/job-detail-page';
import { JobSalaryInsights } from '@/features/salary-insights/job-salary-insights';

export const Route = createFileRoute('/job-detail/$slug')({
  component: Page,
});

function Page() {
  const { slug } = Route.useParams();
  return (
    <JobDetailPage key={slug} idOrSlug={slug} canonicalize renderInsights={(job) => <JobSalaryInsights job={job} />} />
  );
}
