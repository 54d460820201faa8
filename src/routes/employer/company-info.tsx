import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/employer/company-info')({
  component: () => <ComingSoon route="/employer/company-info" />,
});
