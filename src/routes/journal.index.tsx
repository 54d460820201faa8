import { createFileRoute } from '@tanstack/react-router';
import { JournalRoute } from '@/features/journal/journal-route';

// The journal's list (/journal, routes.txt); one article is journal.$slug.tsx.
export const Route = createFileRoute('/journal/')({
  component: () => <JournalRoute slug={undefined} />,
});
