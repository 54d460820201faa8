import { createFileRoute } from '@tanstack/react-router';
import { LinkedInSignIn } from '@/features/auth/linkedin/linkedin-sign-in';
import { RegisterForm } from '@/features/auth/register/register-form';

export const Route = createFileRoute('/jobsseekers/register')({
  component: () => <RegisterForm account="candidate" socialSignIn={<LinkedInSignIn intent="register" />} />,
});
