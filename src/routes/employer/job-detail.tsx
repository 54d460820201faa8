import { createFileRoute } from '@tanstack/react-router';
import { EmployerJobDetailPage } from '@/features/job-posting/detail/employer-job-detail-page';
import { validateJobIdSearch } from '@/features/job-posting/flow/search';

export const Route = createFileRoute('/employer/job-detail')({
  validateSearch: validateJobIdSearch,
  component: Page,
});

function Page() {
  const search = Route.useSearch();
  return <EmployerJobDetailPage search={search} />;
}
