import { describe, expect, it } from 'vitest';
import { ACCOUNT_TABS, tabFromSearch } from './tabs';

describe('account tabs', () => {
  it('keeps the specification’s indexes', () => {
    expect(ACCOUNT_TABS.map((t) => `${t.index} ${t.label}`)).toEqual([
      '0 Overview',
      '1 My profile',
      '2 My team',
      '3 My licence',
      '4 Reviews',
      '5 Transactions',
      '6 Change password',
    ]);
  });

  it('opens ?tab=N for 0 to 6 and the overview for anything else', () => {
    expect(tabFromSearch({ tab: 2 })).toBe(2);
    expect(tabFromSearch({ tab: '6' })).toBe(6);
    for (const bad of [7, -1, '2x', 1.5, null, undefined, '']) expect(tabFromSearch({ tab: bad })).toBe(0);
  });
});
