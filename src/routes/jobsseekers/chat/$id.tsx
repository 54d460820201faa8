import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/jobsseekers/chat/$id')({
  component: () => <ComingSoon route="/jobsseekers/chat/{id}" />,
});
