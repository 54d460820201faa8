import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/employer/new-password')({
  component: () => <ComingSoon route="/employer/new-password" />,
});
