import { describe, expect, it } from 'vitest';
import { featureFlags } from '@generated/manifest';
import { FEATURE_LABELS, featureLabel } from './feature-labels';
import { ALWAYS_ALLOWED } from './use-feature';

describe('feature labels', () => {
  it('are the manifest’s labels, every flag and no other', () => {
    const fromManifest = Object.fromEntries(Object.values(featureFlags).map((f) => [f.key, f.label]));
    expect(FEATURE_LABELS).toEqual(fromManifest);
  });

  it('match the manifest on which flag is always allowed', () => {
    const always = Object.values(featureFlags)
      .filter((f) => f.alwaysAllowed)
      .map((f) => f.key);
    expect(always).toEqual([...ALWAYS_ALLOWED]);
  });

  it('name an unknown flag in words', () => {
    expect(featureLabel('ats')).toBe('Applicant tracking');
    expect(featureLabel('some_new_flag')).toBe('Some new flag');
  });
});
