import { describe, expect, it } from 'vitest';
import { tabs } from '@generated/manifest';
import { statusLabel } from './words';

describe('status labels', () => {
  it('are the manifest’s responses-tab labels in English', () => {
    for (const tab of tabs.responses) if (tab.status) expect(statusLabel(tab.status)).toBe(tab.label);
  });
});
