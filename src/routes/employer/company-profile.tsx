import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/employer/company-profile')({
  component: () => <ComingSoon route="/employer/company-profile" />,
});
