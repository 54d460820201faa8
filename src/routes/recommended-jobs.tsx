import { createFileRoute } from '@tanstack/react-router';
import { RecommendedJobsPage } from '@/features/jobs-discovery/recommended/recommended-jobs-page';
import { validateRecommendedJobsSearch } from '@/features/jobs-discovery/recommended/search';

export const Route = createFileRoute('/recommended-jobs')({
  validateSearch: validateRecommendedJobsSearch,
  component: Page,
});

function Page() {
  const search = Route.useSearch();
  return <RecommendedJobsPage search={search} />;
}
