// A used-up allowance (jobs, team seats, contact views…) answers 403 with code LIMIT_OVER and a
// message naming what was exceeded. 403s reach the caller without a toast (src/lib/api/http.ts),
// so screens render this prompt where the action failed: the server's message and "Upgrade plan".
import { t } from '@lingui/core/macro';
import type { FeatureFlagKey } from '@generated/manifest';
import { isApiError, type ApiError } from '@/lib/api/api-error';
import { UpgradePrompt } from './upgrade-prompt';

/** A plan allowance refused the call (403 LIMIT_OVER); a 429 LIMIT_OVER is a rate limit, not this. */
export function isLimitOver(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 403 && error.code === 'LIMIT_OVER';
}

type Props = {
  error: unknown;
  feature?: FeatureFlagKey | (string & {});
  title?: string;
};

/** The upgrade prompt for a LIMIT_OVER failure; nothing for any other error (or none). */
export function LimitOverPrompt({ error, feature, title = t`You have reached a limit of your plan` }: Props) {
  if (!isLimitOver(error)) return null;
  return <UpgradePrompt feature={feature} title={title} reason={error.message} announce />;
}
