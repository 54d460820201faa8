import { createFileRoute } from '@tanstack/react-router';
import { JournalRoute } from '@/features/journal/journal-route';

// One article of the journal (/journal/<slug>; routes.txt lists only /journal, journal.index.tsx).
export const Route = createFileRoute('/journal/$slug')({
  component: Page,
});

function Page() {
  const { slug } = Route.useParams();
  return <JournalRoute slug={slug} />;
}
