// The arithmetic of a paginated list: which items a page shows and how many pages there are.
import { t } from '@lingui/core/macro';
import { constants } from '@generated/manifest';
import { formatNumber } from '@/lib/format/numbers';

export type PageRange = {
  /** The page actually shown, kept within 1..totalPages. */
  page: number;
  /** 1-based index of the first item shown; 0 when there are none. */
  from: number;
  /** 1-based index of the last item shown; 0 when there are none. */
  to: number;
  totalPages: number;
};

export function pageRange(page: number, limit: number, total: number): PageRange {
  const size = limit > 0 ? limit : constants.pagination.defaultLimit;
  const count = Math.max(0, Math.floor(total));
  const totalPages = Math.ceil(count / size);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), Math.max(1, totalPages));
  if (count === 0) return { page: 1, from: 0, to: 0, totalPages: 0 };
  return { page: current, from: (current - 1) * size + 1, to: Math.min(current * size, count), totalPages };
}

/** 'Showing 11–20 of 134'; 'No results' for an empty list. */
export function rangeLabel({ from, to }: PageRange, total: number): string {
  if (total <= 0 || from === 0) return t`No results`;
  return t`Showing ${formatNumber(from)}–${formatNumber(to)} of ${formatNumber(total)}`;
}

/** The page that keeps the first visible item in view when the page size changes. */
export function pageForNewLimit(from: number, newLimit: number): number {
  return from > 0 ? Math.floor((from - 1) / newLimit) + 1 : 1;
}

/** The paging a list starts with (specification §9: page 1, 10 per page). */
export const DEFAULT_PAGING = {
  page: constants.pagination.defaultPage,
  limit: constants.pagination.defaultLimit,
} as const;
