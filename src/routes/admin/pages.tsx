import { createFileRoute } from '@tanstack/react-router';
import { AdminPagesPage } from '@/features/admin/pages/admin-pages-page';

export const Route = createFileRoute('/admin/pages')({
  component: AdminPagesPage,
});
