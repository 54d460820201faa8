// Counts in tight places (badges, stats) are compacted: 1500 → 1.5k, 2 000 000 → 2M.
import { constants } from '@generated/manifest';

const { thousand, million } = constants.numberCompaction;

function oneDecimal(n: number): string {
  return String(Math.round(n * 10) / 10);
}

export function compactNumber(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '0';
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  // 999 950 would round to "1000k"; it reads better promoted to the next unit.
  if (abs >= million.value || Math.round((abs / thousand.value) * 10) / 10 >= thousand.value)
    return `${sign}${oneDecimal(abs / million.value)}${million.suffix}`;
  if (abs >= thousand.value) return `${sign}${oneDecimal(abs / thousand.value)}${thousand.suffix}`;
  return `${sign}${oneDecimal(abs)}`;
}
