import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/jobsseekers/registration-verification')({
  component: () => <ComingSoon route="/jobsseekers/registration-verification" />,
});
