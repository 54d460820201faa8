import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/employer/profile/change-password')({
  component: () => <ComingSoon route="/employer/profile/change-password" />,
});
