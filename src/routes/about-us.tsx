import { createFileRoute } from '@tanstack/react-router';
import { BuiltPage } from '@/features/pages/page-view';

export const Route = createFileRoute('/about-us')({
  component: () => <BuiltPage slug="about-us" />,
});
