import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/job-detail/$slug')({
  component: () => <ComingSoon route="/job-detail/{slug}" />,
});
