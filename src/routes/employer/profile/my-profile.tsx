import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/employer/profile/my-profile')({
  component: () => <ComingSoon route="/employer/profile/my-profile" />,
});
