import { createFileRoute } from '@tanstack/react-router';
import { CreateResumePage } from '@/features/resumes/builder/create-resume-page';
import { idOf } from '@/features/resumes/shared/search';

// ?id= is read in the component (a lazy chunk), not in validateSearch (the index bundle).
export const Route = createFileRoute('/jobsseekers/create-resume')({
  component: Page,
});

function Page() {
  const id = idOf(Route.useSearch());
  return <CreateResumePage key={id ?? 'none'} id={id} />;
}
