import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/browse-companies')({
  component: () => <ComingSoon route="/browse-companies" />,
});
