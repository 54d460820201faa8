import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/jobsseekers/create-resume')({
  component: () => <ComingSoon route="/jobsseekers/create-resume" />,
});
