import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/employer/profile/company-overview')({
  component: () => <ComingSoon route="/employer/profile/company-overview" />,
});
