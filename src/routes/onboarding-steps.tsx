import { createFileRoute } from '@tanstack/react-router';
import { StepsPage } from '@/features/onboarding/steps-page';

export const Route = createFileRoute('/onboarding-steps')({
  component: StepsPage,
});
