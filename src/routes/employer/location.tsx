import { createFileRoute } from '@tanstack/react-router';
import { validateJobIdSearch } from '@/features/job-posting/flow/search';
import { LocationStep } from '@/features/job-posting/steps/location-step';

export const Route = createFileRoute('/employer/location')({
  validateSearch: validateJobIdSearch,
  component: Page,
});

function Page() {
  const { jobId } = Route.useSearch();
  return <LocationStep jobId={jobId} />;
}
