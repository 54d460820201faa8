import { describe, expect, it } from 'vitest';
import { describeAllowance } from './allowance';

const base = { kind: 'project' as const, planName: 'Free', expiresAt: null };

describe('the section allowance in words', () => {
  it('says nothing while plenty are left, and counts when few are', () => {
    expect(describeAllowance('project', { ...base, limit: 50, used: 2, remaining: 48, canAdd: true })).toEqual({
      canAdd: true,
      note: null,
      blocked: null,
    });
    expect(describeAllowance('project', { ...base, limit: 5, used: 3, remaining: 2, canAdd: true }).note).toBe(
      '3 of 5 projects used on your Free plan',
    );
  });

  it('disables adding with the reason when none are left', () => {
    const a = describeAllowance('certificate', { ...base, limit: 1, used: 1, remaining: 0, canAdd: false });
    expect(a.canAdd).toBe(false);
    expect(a.blocked).toBe(
      'Your Free plan allows 1 certificate, and you have 1. Remove one to add another, or upgrade your plan.',
    );
  });

  it('never blocks while the allowance is unknown', () => {
    expect(describeAllowance('education', undefined).canAdd).toBe(true);
  });
});
