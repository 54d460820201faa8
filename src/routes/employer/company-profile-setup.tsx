import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/employer/company-profile-setup')({
  component: () => <ComingSoon route="/employer/company-profile-setup" />,
});
