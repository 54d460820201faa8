// What the apply screens show when the candidate's plan has no application left (403 LIMIT_OVER):
// the server's words and the way to upgrade. Nothing for any other outcome.
import { t } from '@lingui/core/macro';
import { LimitOverPrompt } from '@/lib/plans/limit-over';

export function ApplicationsUsedUp({ error }: { error: unknown }) {
  return <LimitOverPrompt error={error} title={t`Your plan's applications are used up`} />;
}
