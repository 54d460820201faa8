import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/terms-of-use')({
  component: () => <ComingSoon route="/terms-of-use" />,
});
