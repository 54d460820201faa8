import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/employer/password-change-successfully')({
  component: () => <ComingSoon route="/employer/password-change-successfully" />,
});
