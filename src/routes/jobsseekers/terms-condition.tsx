import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/jobsseekers/terms-condition')({
  component: () => <ComingSoon route="/jobsseekers/terms-condition" />,
});
