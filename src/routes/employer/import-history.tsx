import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/employer/import-history')({
  component: () => <ComingSoon route="/employer/import-history" />,
});
