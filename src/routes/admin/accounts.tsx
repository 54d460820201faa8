import { createFileRoute } from '@tanstack/react-router';
import { AccountsPage } from '@/features/admin/accounts/accounts-page';

export const Route = createFileRoute('/admin/accounts')({
  component: AccountsPage,
});
