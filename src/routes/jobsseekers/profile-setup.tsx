import { createFileRoute } from '@tanstack/react-router';
import { ProfileSetupPage } from '@/features/candidate-profile/setup/profile-setup-page';

export const Route = createFileRoute('/jobsseekers/profile-setup')({
  component: ProfileSetupPage,
});
