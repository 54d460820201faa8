import { createFileRoute } from '@tanstack/react-router';
import { SetupSuccessPage } from '@/features/employer/company-setup/setup-success-page';

export const Route = createFileRoute('/employer/profile-setup-success')({
  component: SetupSuccessPage,
});
