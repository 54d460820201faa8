import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/jobsseekers/profile-setup')({
  component: () => <ComingSoon route="/jobsseekers/profile-setup" />,
});
