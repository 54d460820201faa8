import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/jobsseekers/register')({
  component: () => <ComingSoon route="/jobsseekers/register" />,
});
