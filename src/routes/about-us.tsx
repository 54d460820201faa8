import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/about-us')({
  component: () => <ComingSoon route="/about-us" />,
});
