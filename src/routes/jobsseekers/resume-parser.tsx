import { createFileRoute } from '@tanstack/react-router';
import { ResumeParserPage } from '@/features/resumes/parser/resume-parser-page';
import { idOf, sourceOf } from '@/features/resumes/shared/search';

// ?source= and ?id= are read in the component (a lazy chunk), not in validateSearch (the index bundle).
export const Route = createFileRoute('/jobsseekers/resume-parser')({
  component: Page,
});

function Page() {
  const search = Route.useSearch();
  return <ResumeParserPage source={sourceOf(search)} id={idOf(search)} />;
}
