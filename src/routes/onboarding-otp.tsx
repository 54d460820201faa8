import { createFileRoute } from '@tanstack/react-router';
import { OtpPage } from '@/features/onboarding/otp-page';

export const Route = createFileRoute('/onboarding-otp')({
  component: OtpPage,
});
