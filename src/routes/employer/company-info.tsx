import { createFileRoute } from '@tanstack/react-router';
import { validateJobIdSearch } from '@/features/job-posting/flow/search';
import { CompanyInfoStep } from '@/features/job-posting/steps/company-info-step';

export const Route = createFileRoute('/employer/company-info')({
  validateSearch: validateJobIdSearch,
  component: Page,
});

function Page() {
  const { jobId } = Route.useSearch();
  return <CompanyInfoStep jobId={jobId} />;
}
