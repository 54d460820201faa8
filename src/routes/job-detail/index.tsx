import { createFileRoute, redirect } from '@tanstack/react-router';
import { MissingJob } from '@/features/jobs-discovery/detail/missing-job';
import { validateJobIdSearch } from '@/features/jobs-discovery/detail/job-id-search';

// Old links carry the job as ?id=; the job page takes it in the path (and moves on to the slug).
export const Route = createFileRoute('/job-detail/')({
  validateSearch: validateJobIdSearch,
  beforeLoad: ({ search }) => {
    if (search.id) throw redirect({ to: '/job-detail/$slug', params: { slug: search.id }, replace: true });
  },
  component: MissingJob,
});
