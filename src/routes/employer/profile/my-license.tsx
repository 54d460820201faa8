import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/employer/profile/my-license')({
  component: () => <ComingSoon route="/employer/profile/my-license" />,
});
