import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '@/features/candidate-profile/profile-page';
import { tabFromSearch } from '@/features/candidate-profile/tabs';
import { TwoFactorSection } from '@/features/two-factor/two-factor-section';
import { MyVideoResume } from '@/features/video-resume/my-video-resume';

export const Route = createFileRoute('/jobsseekers/profile')({
  // ?tab=N (0–5) is read by the screen (lazy), keeping the check out of the index bundle.
  validateSearch: (search: Record<string, unknown>): { tab?: unknown } => search,
  component: Page,
});

function Page() {
  return (
    <ProfilePage tab={tabFromSearch(Route.useSearch())} security={<TwoFactorSection />} video={<MyVideoResume />} />
  );
}
