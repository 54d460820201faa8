import { describe, expect, it } from 'vitest';
import { applyAction } from './apply-action';

const NOW = new Date('2026-03-15T12:00:00.000Z');
const open = {
  _id: 'job-1',
  status: 'ACTIVE' as const,
  expiresAt: '2026-04-01T23:59:59.000Z',
  redirectUrl: null,
  isApplied: undefined,
};

describe('applyAction', () => {
  it('opens the guest dialog for guests and the apply page for candidates', () => {
    expect(applyAction(open, undefined, NOW)).toEqual({ kind: 'guest', label: 'Apply' });
    expect(applyAction(open, 'candidate', NOW)).toEqual({
      kind: 'apply',
      label: 'Apply',
      to: '/jobsseekers/apply-job',
      jobId: 'job-1',
    });
  });

  it('sends everyone to the company site for a redirect job', () => {
    const job = { ...open, redirectUrl: 'https://careers.example.com/1' };
    expect(applyAction(job, undefined, NOW)).toEqual({ kind: 'external', label: 'Apply on company site' });
    expect(applyAction(job, 'candidate', NOW).kind).toBe('external');
  });

  it.each([
    ['CLOSED', 'This position has been closed and no longer takes applications.'],
    ['PAUSED', 'The employer has paused applications for this job.'],
    ['EXPIRED', 'This job has expired.'],
    ['INACTIVE', 'This job is not open for applications.'],
  ] as const)('shows a %s job as Closed with its reason', (status, reason) => {
    expect(applyAction({ ...open, status, redirectUrl: 'https://x.example' }, 'candidate', NOW)).toEqual({
      kind: 'disabled',
      label: 'Closed',
      reason,
    });
  });

  it('treats an active job past its expiry date as expired', () => {
    expect(applyAction({ ...open, expiresAt: '2026-03-15T11:59:00.000Z' }, undefined, NOW)).toMatchObject({
      kind: 'disabled',
      reason: 'This job has expired.',
    });
  });

  it('shows Applied once applied, even after the job closed, and never offers employers to apply', () => {
    expect(applyAction({ ...open, isApplied: true }, 'candidate', NOW)).toEqual({
      kind: 'applied',
      label: 'Applied',
      jobId: 'job-1',
    });
    expect(applyAction({ ...open, status: 'CLOSED', isApplied: true }, 'candidate', NOW).kind).toBe('applied');
    expect(applyAction(open, 'employer', NOW)).toMatchObject({ kind: 'disabled', label: 'Apply' });
  });
});
