// Amounts are shown as their absolute value to 2 decimals; a missing amount shows '00.00'
// (specification §5). Refunds and credits carry their direction elsewhere (a label or colour).
import { constants } from '@generated/manifest';

export function formatAmount(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return constants.amount.missing;
  const n = typeof value === 'string' ? Number(value) : value;
  if (!Number.isFinite(n)) return constants.amount.missing;
  return Math.abs(n).toFixed(constants.amount.decimals);
}
