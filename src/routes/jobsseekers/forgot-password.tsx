import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/jobsseekers/forgot-password')({
  component: () => <ComingSoon route="/jobsseekers/forgot-password" />,
});
