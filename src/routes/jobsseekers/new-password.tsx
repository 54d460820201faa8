import { createFileRoute } from '@tanstack/react-router';
import { NewPasswordForm } from '@/features/auth/password/new-password-form';

export const Route = createFileRoute('/jobsseekers/new-password')({
  component: () => <NewPasswordForm account="candidate" />,
});
