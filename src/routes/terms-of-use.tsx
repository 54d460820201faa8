import { createFileRoute } from '@tanstack/react-router';
import { BuiltPage } from '@/features/pages/page-view';

export const Route = createFileRoute('/terms-of-use')({
  component: () => <BuiltPage slug="terms-of-use" />,
});
