import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/job-detail/')({
  component: () => <ComingSoon route="/job-detail" />,
});
