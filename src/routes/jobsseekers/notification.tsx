import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/jobsseekers/notification')({
  component: () => <ComingSoon route="/jobsseekers/notification" />,
});
