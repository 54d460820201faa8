import { createFileRoute } from '@tanstack/react-router';
import { validateJobIdSearch } from '@/features/job-posting/flow/search';
import { PostedSuccess } from '@/features/job-posting/steps/posted-success';

export const Route = createFileRoute('/employer/job-posted-successfull')({
  validateSearch: validateJobIdSearch,
  component: Page,
});

function Page() {
  const { jobId } = Route.useSearch();
  return <PostedSuccess jobId={jobId} />;
}
