import { createFileRoute } from '@tanstack/react-router';
import { SocialSignIn } from '@/features/auth/google/social-sign-in';
import { RegisterForm } from '@/features/auth/register/register-form';

export const Route = createFileRoute('/employer/register')({
  component: () => (
    <RegisterForm account="employer" socialSignIn={<SocialSignIn account="employer" intent="register" />} />
  ),
});
