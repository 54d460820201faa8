import { createFileRoute } from '@tanstack/react-router';
import { SocialSignIn } from '@/features/auth/google/social-sign-in';
import { RegisterForm } from '@/features/auth/register/register-form';

export const Route = createFileRoute('/jobsseekers/register')({
  component: () => (
    <RegisterForm account="candidate" socialSignIn={<SocialSignIn account="candidate" intent="register" />} />
  ),
});
