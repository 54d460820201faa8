import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/employer/smart-search')({
  component: () => <ComingSoon route="/employer/smart-search" />,
});
