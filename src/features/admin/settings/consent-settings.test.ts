// The consent settings in the form's logic (docs/consent.md): on by default as the server answers
// it, the switch and the policy version sent only when changed, a cleared version sent as null (the
// board goes back to version 1), and a version the contract refuses caught as typed.
import { describe, expect, it } from 'vitest';
import { getGetAdminSettingsResponseMock } from '@generated/api/admin/admin.msw';
import { changesOf, toValues, validate } from './settings-form';

const stored = getGetAdminSettingsResponseMock().data;

describe('the consent settings', () => {
  it('are read from the answer and sent only when changed', () => {
    const initial = toValues({
      ...stored,
      analytics: { ...stored.analytics, consentRequired: true, consentPolicyVersion: '2026-03' },
    });
    expect(initial).toMatchObject({ consentRequired: true, consentPolicyVersion: '2026-03' });
    expect(changesOf(initial, initial)).toBeNull();
    expect(changesOf(initial, { ...initial, consentRequired: false, consentPolicyVersion: ' 2026-09 ' })).toEqual({
      analytics: { consentRequired: false, consentPolicyVersion: '2026-09' },
    });
    expect(changesOf(initial, { ...initial, consentPolicyVersion: '' })).toEqual({
      analytics: { consentPolicyVersion: null },
    });
  });

  it('checks the policy version as the contract does', () => {
    const values = toValues(stored);
    expect(validate({ ...values, consentPolicyVersion: 'v2' })).toEqual({});
    expect(validate({ ...values, consentPolicyVersion: 'version two' }).consentPolicyVersion).toMatch(/Up to 40/);
    expect(validate({ ...values, consentPolicyVersion: 'x'.repeat(41) }).consentPolicyVersion).toBeDefined();
  });
});
