import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/employer/response-detail')({
  component: () => <ComingSoon route="/employer/response-detail" />,
});
