import { createFileRoute } from '@tanstack/react-router';
import { JobsPage } from '@/features/admin/jobs/jobs-page';

export const Route = createFileRoute('/admin/jobs')({
  component: JobsPage,
});
