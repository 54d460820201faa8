import { describe, expect, it } from 'vitest';
import { tabFromSearch } from './tabs';

describe('the profile tab from ?tab=', () => {
  it('takes 0–6 as a number or a digit, anything else is My profile', () => {
    expect(tabFromSearch({ tab: 3 })).toBe(3);
    expect(tabFromSearch({ tab: '5' })).toBe(5);
    expect(tabFromSearch({ tab: 6 })).toBe(6);
    expect(tabFromSearch({})).toBe(0);
    expect(tabFromSearch({ tab: 7 })).toBe(0);
    expect(tabFromSearch({ tab: '1.5' })).toBe(0);
    expect(tabFromSearch({ tab: 'projects' })).toBe(0);
  });
});
