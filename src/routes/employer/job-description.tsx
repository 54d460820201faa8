import { createFileRoute } from '@tanstack/react-router';
import { validateJobIdSearch } from '@/features/job-posting/flow/search';
import { JobDescriptionStep } from '@/features/job-posting/steps/job-description-step';

export const Route = createFileRoute('/employer/job-description')({
  validateSearch: validateJobIdSearch,
  component: Page,
});

function Page() {
  const { jobId } = Route.useSearch();
  return <JobDescriptionStep jobId={jobId} />;
}
