import { createFileRoute } from '@tanstack/react-router';
import { RegisterForm } from '@/features/auth/register/register-form';

export const Route = createFileRoute('/jobsseekers/register')({
  component: () => <RegisterForm account="candidate" />,
});
