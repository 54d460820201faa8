import { createFileRoute } from '@tanstack/react-router';
import { BuiltPage } from '@/features/pages/page-view';

// A named page of the board's site, built from blocks (the specification's /p).
export const Route = createFileRoute('/p/$slug')({
  component: Page,
});

function Page() {
  const { slug } = Route.useParams();
  return <BuiltPage key={slug} slug={slug} />;
}
