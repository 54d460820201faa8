// What the apply screens show when the candidate's plan has no application left (403 LIMIT_OVER):
// the server's words and the way to upgrade. Nothing for any other outcome.
import { LimitOverPrompt } from '@/lib/plans/limit-over';

export function ApplicationsUsedUp({ error }: { error: unknown }) {
  return <LimitOverPrompt error={error} title="Your plan's applications are used up" />;
}
