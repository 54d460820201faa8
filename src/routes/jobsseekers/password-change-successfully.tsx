import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/jobsseekers/password-change-successfully')({
  component: () => <ComingSoon route="/jobsseekers/password-change-successfully" />,
});
