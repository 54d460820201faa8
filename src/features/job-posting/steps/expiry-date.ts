// The optional closing date chosen on the review screen. The server takes an instant at most
// 180 days ahead (JobConfirmPostInput.expiresAt); the employer picks a day, and the job stays open
// through the end of that day in their own time zone.
import { t } from '@lingui/core/macro';

export const MAX_EXPIRY_DAYS = 180;

/** yyyy-mm-dd of a local date, as a date input takes it. */
export function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The first and last day that can be chosen: tomorrow, and the last day within the limit. */
export function expiryBounds(now: Date): { min: string; max: string } {
  const at = (days: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return { min: dayOf(at(1)), max: dayOf(at(MAX_EXPIRY_DAYS - 1)) };
}

/** The instant the job closes (the end of the chosen local day), or an error to show. */
export function expiryInstant(day: string, now: Date): { at: string } | { error: string } {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return { error: t`Enter a date` };
  const end = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 23, 59, 59);
  const { min, max } = expiryBounds(now);
  if (Number.isNaN(end.getTime()) || day < min) return { error: t`Choose a day after today` };
  if (day > max) return { error: t`Choose a day within ${MAX_EXPIRY_DAYS} days` };
  return { at: end.toISOString() };
}
