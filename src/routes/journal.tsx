import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/journal')({
  component: () => <ComingSoon route="/journal" />,
});
