import { createFileRoute } from '@tanstack/react-router';
import { AppearancePage } from '@/features/admin/appearance/appearance-page';

export const Route = createFileRoute('/admin/appearance')({
  component: AppearancePage,
});
