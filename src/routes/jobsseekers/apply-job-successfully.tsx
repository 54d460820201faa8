import { createFileRoute } from '@tanstack/react-router';
import { validateApplySearch } from '@/features/applying/search';
import { ApplySuccessPage } from '@/features/applying/success/apply-success-page';

// The search is read in the component (a lazy chunk), not in validateSearch (index bundle).
export const Route = createFileRoute('/jobsseekers/apply-job-successfully')({
  component: Page,
});

function Page() {
  const { jobId } = validateApplySearch(Route.useSearch());
  return <ApplySuccessPage jobId={jobId} />;
}
