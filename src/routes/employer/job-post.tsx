import { createFileRoute } from '@tanstack/react-router';
import { validateJobIdSearch } from '@/features/job-posting/flow/search';
import { JobPostStep } from '@/features/job-posting/steps/job-post-step';
import { PostingSalaryHint } from '@/features/salary-insights/posting-salary-hint';

export const Route = createFileRoute('/employer/job-post')({
  validateSearch: validateJobIdSearch,
  component: Page,
});

function Page() {
  const { jobId } = Route.useSearch();
  return <JobPostStep jobId={jobId} renderSalaryHint={(hint) => <PostingSalaryHint {...hint} />} />;
}
