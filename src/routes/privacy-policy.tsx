import { createFileRoute } from '@tanstack/react-router';
import { BuiltPage } from '@/features/pages/page-view';

export const Route = createFileRoute('/privacy-policy')({
  component: () => <BuiltPage slug="privacy-policy" />,
});
