import { createFileRoute } from '@tanstack/react-router';
import { SignupPage } from '@/features/onboarding/signup-page';

export const Route = createFileRoute('/onboarding')({
  component: SignupPage,
});
