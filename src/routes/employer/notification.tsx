import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/employer/notification')({
  component: () => <ComingSoon route="/employer/notification" />,
});
