// How an entry's dates read (specification §9: months as 'MMM YYYY'): "Jul 2022 – Present",
// a certificate's "Issued Apr 2025 · Expires Apr 2028", and a job's length, "3 yrs 9 mos".
import { plural, t } from '@lingui/core/macro';
import dayjs from 'dayjs';
import type { ProfileSectionKind } from '@generated/api/model';
import { formatMonth } from '@/lib/format/dates';
import { kindInfo } from './kinds';

export function periodLabel(kind: ProfileSectionKind, from: string, to: string | null | undefined): string {
  if (kind === 'certificate')
    return to
      ? t`Issued ${formatMonth(from)} · Expires ${formatMonth(to)}`
      : t`Issued ${formatMonth(from)} · No expiry`;
  return `${formatMonth(from)} – ${to ? formatMonth(to) : kindInfo(kind).openEnd}`;
}

/** Whole months from the start month to the end month (or now), both counted. */
export function durationLabel(from: string, to: string | null | undefined, today: Date = new Date()): string | null {
  const start = dayjs(from).startOf('month');
  const end = dayjs(to ?? today).startOf('month');
  if (!start.isValid() || !end.isValid() || end.isBefore(start)) return null;
  const months = end.diff(start, 'month') + 1;
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [
    years ? plural(years, { one: '# yr', other: '# yrs' }) : null,
    rest ? plural(rest, { one: '# mo', other: '# mos' }) : null,
  ].filter(Boolean);
  return parts.join(' ');
}
