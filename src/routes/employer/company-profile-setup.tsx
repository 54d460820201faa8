import { createFileRoute } from '@tanstack/react-router';
import { CompanySetupPage } from '@/features/employer/company-setup/company-setup-page';

export const Route = createFileRoute('/employer/company-profile-setup')({
  component: CompanySetupPage,
});
