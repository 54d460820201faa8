import { createFileRoute } from '@tanstack/react-router';
import { RedirectsPage } from '@/features/admin/redirects/redirects-page';

export const Route = createFileRoute('/admin/redirects')({
  component: RedirectsPage,
});
