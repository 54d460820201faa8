import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/privacy-policy')({
  component: () => <ComingSoon route="/privacy-policy" />,
});
