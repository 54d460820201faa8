import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/p')({
  component: () => <ComingSoon route="/p" />,
});
