// The name a new resume starts with. The contract takes letters with single spaces only (spec §5,
// 2 to 60 characters), and a profile or account name may hold more (an apostrophe, a dot, digits),
// so the first candidate that can be made to fit is used; the builder lets the candidate fix it.
import { t } from '@lingui/core/macro';
const NAME = /^[A-Za-zÀ-ÖØ-öø-ÿ]+(?: [A-Za-zÀ-ÖØ-öø-ÿ]+)*$/;
export const PLACEHOLDER_NAME = (): string => t`Your Name`;

export function printableName(...candidates: (string | null | undefined)[]): string {
  for (const candidate of candidates) {
    const cleaned = (candidate ?? '')
      .normalize('NFC')
      .replace(/[^A-Za-zÀ-ÖØ-öø-ÿ]+/g, ' ')
      .trim()
      .slice(0, 60)
      .trim();
    if (cleaned.length >= 2 && NAME.test(cleaned)) return cleaned;
  }
  return PLACEHOLDER_NAME();
}
