import { createFileRoute } from '@tanstack/react-router';
import { toAccountTab } from '@/lib/routing/account-tab';

export const Route = createFileRoute('/employer/profile/change-password')({
  beforeLoad: toAccountTab(6),
});
