import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/employer/all-applicant')({
  component: () => <ComingSoon route="/employer/all-applicant" />,
});
