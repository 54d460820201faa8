import { createFileRoute } from '@tanstack/react-router';
import { QuickApplyPage } from '@/features/applying/quick-apply/quick-apply-page';
import { validateApplySearch } from '@/features/applying/search';

// The search is read in the component (a lazy chunk), not in validateSearch (index bundle).
export const Route = createFileRoute('/jobsseekers/quick-apply-job')({
  component: Page,
});

function Page() {
  const { jobId } = validateApplySearch(Route.useSearch());
  return <QuickApplyPage key={jobId} jobId={jobId} />;
}
