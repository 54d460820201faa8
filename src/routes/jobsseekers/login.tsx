import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/jobsseekers/login')({
  component: () => <ComingSoon route="/jobsseekers/login" />,
});
