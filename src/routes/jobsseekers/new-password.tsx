import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/jobsseekers/new-password')({
  component: () => <ComingSoon route="/jobsseekers/new-password" />,
});
