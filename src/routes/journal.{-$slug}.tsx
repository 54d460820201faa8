import { createFileRoute } from '@tanstack/react-router';
import { JournalRoute } from '@/features/journal/journal-route';

// The journal (/journal) and one article of it (/journal/<slug>; routes.txt lists only /journal):
// one route with an optional slug, so the first page carries one route for both.
export const Route = createFileRoute('/journal/{-$slug}')({
  component: Page,
});

function Page() {
  const { slug } = Route.useParams();
  return <JournalRoute slug={slug} />;
}
