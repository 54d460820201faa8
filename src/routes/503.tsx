import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/503')({
  component: () => <ComingSoon route="/503" />,
});
