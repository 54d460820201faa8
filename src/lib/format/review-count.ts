// Review counts are capped in the UI so a busy company does not show a wall of digits.
import { constants } from '@generated/manifest';

export function reviewCount(n: number | null | undefined): string {
  const count = typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0;
  return count > constants.reviewCountCap ? constants.reviewCountCapLabel : String(count);
}
