import { createFileRoute } from '@tanstack/react-router';
import { PagesIndex } from '@/features/pages/pages-index';

// /p names its page in the path (/p/<slug>); see PagesIndex for /p itself.
export const Route = createFileRoute('/p/')({
  component: PagesIndex,
});
