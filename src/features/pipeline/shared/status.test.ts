import { describe, expect, it } from 'vitest';
import { STATUS_TABS, tabLabel } from './status';

describe('status tab labels', () => {
  it('are the manifest’s labels in English', () => {
    expect(STATUS_TABS.map(tabLabel)).toEqual(STATUS_TABS.map((tab) => tab.label));
  });
});
