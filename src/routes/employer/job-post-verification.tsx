import { createFileRoute } from '@tanstack/react-router';
import { validateJobIdSearch } from '@/features/job-posting/flow/search';
import { VerificationStep } from '@/features/job-posting/steps/verification-step';

export const Route = createFileRoute('/employer/job-post-verification')({
  validateSearch: validateJobIdSearch,
  component: Page,
});

function Page() {
  const { jobId } = Route.useSearch();
  return <VerificationStep jobId={jobId} />;
}
