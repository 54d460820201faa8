import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/client-not-found')({
  component: () => <ComingSoon route="/client-not-found" />,
});
