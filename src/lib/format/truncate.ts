// Long names in cards and tables are shortened to a fixed number of characters, ellipsis included.
import { constants } from '@generated/manifest';

const ELLIPSIS = '…';

/** Keeps the start: "Senior Frontend Engineer, Pay…". */
export function truncate(text: string | null | undefined, n: number = constants.truncation.default): string {
  const value = text ?? '';
  if (value.length <= n) return value;
  return `${value.slice(0, Math.max(0, n - 1)).trimEnd()}${ELLIPSIS}`;
}

/** Keeps both ends, so file extensions and URL tails stay visible: "annual-rep…2026.pdf". */
export function truncateMiddle(text: string | null | undefined, n: number = constants.truncation.middle): string {
  const value = text ?? '';
  if (value.length <= n) return value;
  const keep = Math.max(0, n - 1);
  const head = Math.ceil(keep / 2);
  const tail = keep - head;
  return `${value.slice(0, head)}${ELLIPSIS}${tail > 0 ? value.slice(-tail) : ''}`;
}
