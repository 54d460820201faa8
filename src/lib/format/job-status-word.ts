// A job's status as its badge says it, in the page's language (lower case, as a word in a
// sentence); an unknown status in lower case. A function: the language is known only at render.
import { t } from '@lingui/core/macro';

export function jobStatusWord(status: string): string {
  const words: Record<string, string> = {
    DRAFT: t`draft`,
    ACTIVE: t`active`,
    INACTIVE: t`inactive`,
    PAUSED: t`paused`,
    CLOSED: t`closed`,
    EXPIRED: t`expired`,
    DELETED: t`deleted`,
  };
  return words[status] ?? status.toLowerCase();
}
