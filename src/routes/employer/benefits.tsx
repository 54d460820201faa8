import { createFileRoute } from '@tanstack/react-router';
import { validateJobIdSearch } from '@/features/job-posting/flow/search';
import { BenefitsStep } from '@/features/job-posting/steps/benefits-step';

export const Route = createFileRoute('/employer/benefits')({
  validateSearch: validateJobIdSearch,
  component: Page,
});

function Page() {
  const { jobId } = Route.useSearch();
  return <BenefitsStep jobId={jobId} />;
}
