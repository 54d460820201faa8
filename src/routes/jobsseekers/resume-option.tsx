import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/jobsseekers/resume-option')({
  component: () => <ComingSoon route="/jobsseekers/resume-option" />,
});
