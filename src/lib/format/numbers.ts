// Numbers written with their digits grouped, as Intl.NumberFormat writes them for en-US
// (1,234,567.5) and for en-IN (12,34,567.50), without Intl. The first Intl.NumberFormat a page
// makes costs 60–120 ms on a phone (measured in Chromium at 4× CPU throttling: ICU loads its number
// data), and a public page makes it while it hydrates, in the task Lighthouse counts as blocking.
// Grouping digits is a few lines; numbers.test.ts holds them to Intl's output.

export type Grouping = 'en-US' | 'en-IN';

export type NumberStyle = {
  /** Digits after the point always written (padded with zeros); default 0. */
  minFraction?: number;
  /** Digits after the point at most (rounded half away from zero, as Intl does); default 3. */
  maxFraction?: number;
  grouping?: Grouping;
};

/** en-US groups digits in threes; en-IN the last three, then twos (lakh, crore). */
const GROUPS: Record<Grouping, RegExp> = { 'en-US': /\B(?=(\d{3})+$)/g, 'en-IN': /\B(?=(\d\d)*\d{3}$)/g };

export function formatNumber(value: number, style: NumberStyle = {}): string {
  const { minFraction = 0, maxFraction = Math.max(3, minFraction), grouping = 'en-US' } = style;
  // Intl rounds the shortest decimal that reads back as the number (1.005 → 1.01), not its exact
  // binary value (toFixed's 1.00): so this rounds the digits String() writes, half away from zero.
  const written = String(Math.abs(value));
  // Not a number, or written with an exponent (below 1e-6, from 1e21): Intl writes these rare ones.
  if (!/^\d+(\.\d+)?$/.test(written))
    return new Intl.NumberFormat(grouping, {
      minimumFractionDigits: minFraction,
      maximumFractionDigits: maxFraction,
    }).format(value);
  const [whole = '0', fraction = ''] = written.split('.');
  let digits = whole + fraction.slice(0, maxFraction).padEnd(maxFraction, '0');
  if ((fraction[maxFraction] ?? '0') >= '5') digits = String(BigInt(digits) + BigInt(1)).padStart(digits.length, '0');
  const int = digits.slice(0, digits.length - maxFraction) || '0';
  const frac = digits
    .slice(digits.length - maxFraction)
    .replace(/0+$/, '')
    .padEnd(minFraction, '0');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${int.replace(GROUPS[grouping], ',')}${frac ? `.${frac}` : ''}`;
}
