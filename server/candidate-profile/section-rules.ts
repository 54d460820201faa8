// The date rules of profile entries, checked by the server (the schema cannot compare two fields):
// the end is never before the start; a job or a certificate never starts in the future; a job is
// either current (no end) or ended (an end date given).
import { fieldError } from '../errors/errors.ts';
import type { Kind } from './section-kinds.ts';

type Dates = { from: string; to?: string | null; isCurrent?: boolean };

export function checkDates(kind: Kind, entry: Dates, today: string): void {
  const { from, to } = entry;
  if (to && to < from) throw fieldError('to', 'The end date must not be before the start date');
  if (kind === 'experience') {
    if (from > today) throw fieldError('from', 'A job cannot start in the future');
    if (entry.isCurrent && to) throw fieldError('to', 'A current job has no end date');
    if (!entry.isCurrent && !to) throw fieldError('to', 'Give the end date, or mark it as your current job');
    if (!entry.isCurrent && to && to > today)
      throw fieldError('to', 'An ended job cannot end in the future; mark it as your current job');
  }
  if (kind === 'certificate' && from > today) throw fieldError('from', 'A certificate cannot be issued in the future');
}

export const todayIso = (now: Date) => now.toISOString().slice(0, 10);
