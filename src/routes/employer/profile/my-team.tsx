import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/employer/profile/my-team')({
  component: () => <ComingSoon route="/employer/profile/my-team" />,
});
