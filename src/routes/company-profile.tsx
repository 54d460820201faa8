import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/company-profile')({
  component: () => <ComingSoon route="/company-profile" />,
});
