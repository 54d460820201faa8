// The orders of smart search's results; relevance is the default. A function, not a table: a
// module constant would keep the language of the first render.
import { t } from '@lingui/core/macro';
import type { CandidateSort } from '../query/search-params';

export function candidateSortLabels(): Record<CandidateSort, string> {
  return {
    relevance: t`Most relevant`,
    lastActiveAt: t`Recently active`,
    experience: t`Most experienced`,
  };
}
