import { createFileRoute } from '@tanstack/react-router';
import { validateJobIdSearch } from '@/features/job-posting/flow/search';
import { AdditionalQuestionStep } from '@/features/job-posting/steps/additional-question-step';

export const Route = createFileRoute('/employer/additional-question')({
  validateSearch: validateJobIdSearch,
  component: Page,
});

function Page() {
  const { jobId } = Route.useSearch();
  return <AdditionalQuestionStep jobId={jobId} />;
}
