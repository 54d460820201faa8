import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { applyFailureOf } from './apply-error';

const err = (status: number, message: string, code: ApiError['code'] = 'ERROR') =>
  new ApiError(status, { code, message, data: null });

describe('applyFailureOf', () => {
  it('reads a duplicate as already applied, by status or code', () => {
    expect(applyFailureOf(err(409, 'x', 'ALREADY_EXIST'))).toEqual({ kind: 'already-applied' });
    expect(applyFailureOf(err(400, 'x', 'ALREADY_EXIST'))).toEqual({ kind: 'already-applied' });
  });

  it('reads the not-live refusal, keeping other 400s as invalid input', () => {
    expect(applyFailureOf(err(400, 'This job is no longer accepting applications'))).toEqual({
      kind: 'not-live',
      message: 'This job is no longer accepting applications',
    });
    expect(applyFailureOf(err(400, 'resumeUri must match pattern'))).toEqual({
      kind: 'invalid',
      message: 'resumeUri must match pattern',
    });
  });

  it('explains rate limits, missing jobs, refusals and network failures', () => {
    expect(applyFailureOf(err(429, 'Too many')).kind).toBe('rate-limited');
    expect(applyFailureOf(err(404, 'Not found'))).toMatchObject({ kind: 'not-allowed' });
    expect(applyFailureOf(err(403, 'Not in your plan'))).toEqual({ kind: 'not-allowed', message: 'Not in your plan' });
    expect(applyFailureOf(err(0, 'x')).kind).toBe('other');
    expect(applyFailureOf(new Error('boom'))).toEqual({ kind: 'other', message: 'Oops, something went wrong !' });
  });
});
