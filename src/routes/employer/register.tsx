import { createFileRoute } from '@tanstack/react-router';
import { RegisterForm } from '@/features/auth/register/register-form';

export const Route = createFileRoute('/employer/register')({
  component: () => <RegisterForm account="employer" />,
});
