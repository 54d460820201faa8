import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/alert-unsubscribe')({
  component: () => <ComingSoon route="/alert-unsubscribe" />,
});
