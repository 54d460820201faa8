import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/employer/location')({
  component: () => <ComingSoon route="/employer/location" />,
});
