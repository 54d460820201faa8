import { createFileRoute } from '@tanstack/react-router';
import { ApplyJobPage } from '@/features/applying/apply-job/apply-job-page';
import { validateApplySearch } from '@/features/applying/search';

// The search is read in the component (a lazy chunk), not in validateSearch, which would put the
// parser in the index bundle.
export const Route = createFileRoute('/jobsseekers/apply-job')({
  component: Page,
});

function Page() {
  const { jobId } = validateApplySearch(Route.useSearch());
  return <ApplyJobPage key={jobId} jobId={jobId} />;
}
