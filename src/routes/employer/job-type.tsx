import { createFileRoute } from '@tanstack/react-router';
import { validateJobIdSearch } from '@/features/job-posting/flow/search';
import { JobTypeStep } from '@/features/job-posting/steps/job-type-step';

export const Route = createFileRoute('/employer/job-type')({
  validateSearch: validateJobIdSearch,
  component: Page,
});

function Page() {
  const { jobId } = Route.useSearch();
  return <JobTypeStep jobId={jobId} />;
}
