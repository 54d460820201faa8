// Which brand a card number belongs to, from its leading digits (the issuer identification
// number): the card form shows the logo while the user types, and the sandbox gateway records it.
import type { components } from '@generated/schema';

type CardBrandKey = components['schemas']['CardBrandKey'];

type Rule = { key: CardBrandKey; test: (digits: string) => boolean };

const prefix = (digits: string, length: number): number => Number(digits.slice(0, length));
const inRange = (digits: string, length: number, from: number, to: number): boolean =>
  digits.length >= length && prefix(digits, length) >= from && prefix(digits, length) <= to;

// Order matters: the Discover range 622126–622925 lies inside UnionPay's 62, so Discover goes first.
const RULES: readonly Rule[] = [
  { key: 'amex', test: (d) => /^3[47]/.test(d) },
  { key: 'diners', test: (d) => /^(30[0-5]|3095|36|3[89])/.test(d) },
  { key: 'jcb', test: (d) => inRange(d, 4, 3528, 3589) },
  { key: 'visa', test: (d) => d.startsWith('4') },
  { key: 'mastercard', test: (d) => /^5[1-5]/.test(d) || inRange(d, 4, 2221, 2720) },
  {
    key: 'discover',
    test: (d) => d.startsWith('6011') || d.startsWith('65') || inRange(d, 3, 644, 649) || inRange(d, 6, 622126, 622925),
  },
  { key: 'unionpay', test: (d) => /^(62|81)/.test(d) },
];

/** The brand of a (possibly partial, spaced or dashed) card number, or null when unknown. */
export function cardBrandOf(number: string | null | undefined): CardBrandKey | null {
  const digits = (number ?? '').replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  return RULES.find((rule) => rule.test(digits))?.key ?? null;
}
