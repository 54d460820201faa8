import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { serverFieldErrors, silentFailureMessage } from './server-errors';

const failure = (status: number, fields: Array<{ field: string; message: string }> | null) =>
  new ApiError(status, { code: 'ERROR', message: 'The request is invalid', data: fields ? { fields } : null });

describe('serverFieldErrors', () => {
  it('maps body.<name> onto the form field and words schema messages the form’s way', () => {
    const error = failure(400, [
      { field: 'body.email', message: 'must match pattern "^[A-Za-z]"' },
      { field: 'body.mobNo', message: 'is already registered' },
      { field: 'body.unknown', message: 'is not allowed' },
    ]);
    expect(serverFieldErrors(error, ['email', 'mobNo'] as const, { email: 'Enter a valid e-mail address' })).toEqual({
      email: 'Enter a valid e-mail address',
      mobNo: 'Is already registered',
    });
  });

  it('returns nothing for failures without fields or that are not API errors', () => {
    expect(serverFieldErrors(failure(409, null), ['email'] as const)).toEqual({});
    expect(serverFieldErrors(new Error('offline'), ['email'] as const)).toEqual({});
  });
});

describe('silentFailureMessage', () => {
  it('gives the message only for the statuses the seam does not toast', () => {
    expect(silentFailureMessage(failure(404, null))).toBe('The request is invalid');
    expect(silentFailureMessage(failure(400, null))).toBeNull();
  });
});
