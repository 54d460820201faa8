import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/contact-us')({
  component: () => <ComingSoon route="/contact-us" />,
});
