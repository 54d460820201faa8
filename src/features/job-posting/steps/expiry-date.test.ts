import { describe, expect, it } from 'vitest';
import { expiryBounds, expiryInstant, MAX_EXPIRY_DAYS } from './expiry-date';

const now = new Date(2026, 2, 10, 15, 30);

describe('the closing date of a job', () => {
  it('can be chosen from tomorrow to the last day within the limit', () => {
    expect(expiryBounds(now)).toEqual({ min: '2026-03-11', max: '2026-09-05' });
    const last = new Date(2026, 8, 5, 23, 59, 59);
    expect(last.getTime() - now.getTime()).toBeLessThan(MAX_EXPIRY_DAYS * 86_400_000);
  });

  it('closes at the end of the chosen local day', () => {
    expect(expiryInstant('2026-04-01', now)).toEqual({ at: new Date(2026, 3, 1, 23, 59, 59).toISOString() });
  });

  it('refuses today, past days, days beyond the limit and malformed input', () => {
    expect(expiryInstant('2026-03-10', now)).toEqual({ error: 'Choose a day after today' });
    expect(expiryInstant('2025-12-31', now)).toEqual({ error: 'Choose a day after today' });
    expect(expiryInstant('2026-09-06', now)).toEqual({ error: `Choose a day within ${MAX_EXPIRY_DAYS} days` });
    expect(expiryInstant('10/03/2026', now)).toEqual({ error: 'Enter a date' });
  });
});
