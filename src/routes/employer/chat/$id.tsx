import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/employer/chat/$id')({
  component: () => <ComingSoon route="/employer/chat/{id}" />,
});
