// A price typed in the console: major units with at most two decimals (the contract's numbers),
// kept in the currency's minor unit (docs/payments.md, Money).
import { fieldError } from '../../errors/errors.ts';
import { minorUnits } from '../../payments/index.ts';

/** The amount in minor units; a third decimal answers 400 naming the field. */
export function minorOf(field: string, amount: number, currency: string): number {
  const minor = minorUnits(amount, currency);
  const exact = minorUnits(amount * 1000, currency) / 1000;
  if (Math.abs(exact - minor) > 1e-6)
    throw fieldError(field, minorUnits(1, currency) === 1 ? `${currency} has no decimals` : 'Use at most two decimals');
  return minor;
}
