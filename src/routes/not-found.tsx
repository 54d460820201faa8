import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/not-found')({
  component: () => <ComingSoon route="/not-found" />,
});
