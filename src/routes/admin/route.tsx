import { createFileRoute } from '@tanstack/react-router';
import { ConsoleLayout } from '@/features/admin/console-layout';

// Only the board's admins get here: the root route's guard (src/lib/routing/guard.ts) sends
// anyone else away before this loads, and every console operation answers 403 to them anyway.
export const Route = createFileRoute('/admin')({
  component: ConsoleLayout,
});
