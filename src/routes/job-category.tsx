import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/job-category')({
  component: () => <ComingSoon route="/job-category" />,
});
