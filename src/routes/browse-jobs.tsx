import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/browse-jobs')({
  component: () => <ComingSoon route="/browse-jobs" />,
});
