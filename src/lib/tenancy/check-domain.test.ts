import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { checkDomain } from './check-domain';

const at = (pathname: string, search = '') => ({ pathname, search, hash: '', protocol: 'https:' });
const answer = (data: unknown) => async () => ({ code: 'SUCCESS', message: 'ok', data }) as never;
const failure = (status: number, code: string) => async () => {
  throw new ApiError(status, { code: code as never, message: 'x', data: null });
};

describe('the boot-time domain check', () => {
  it('sends an unknown host to /client-not-found', async () => {
    expect(await checkDomain(at('/browse-jobs'), failure(404, 'INVALID_CLIENT'))).toEqual({
      kind: 'go',
      path: '/client-not-found',
    });
  });

  it('sends an unfinished host to /onboarding', async () => {
    expect(await checkDomain(at('/'), answer({ status: 'onboarding' }))).toEqual({ kind: 'go', path: '/onboarding' });
  });

  it('moves a moved host to the new host with the same path and query', async () => {
    expect(
      await checkDomain(at('/job-detail/x', '?ref=mail'), answer({ status: 'moved', to: 'jobs.acme.com' })),
    ).toEqual({
      kind: 'moved',
      url: 'https://jobs.acme.com/job-detail/x?ref=mail',
    });
  });

  it('shows /503 when the server cannot be reached', async () => {
    expect(await checkDomain(at('/browse-jobs', '?q=react'), failure(0, 'ERROR'))).toEqual({
      kind: 'go',
      path: '/503',
      search: { from: '/browse-jobs?q=react' },
    });
  });

  it('stays on an active host, and never checks from the pages that explain the state', async () => {
    expect(await checkDomain(at('/'), answer({ status: 'active' }))).toEqual({ kind: 'ok' });
    expect(await checkDomain(at('/client-not-found'), failure(404, 'INVALID_CLIENT'))).toEqual({ kind: 'ok' });
  });
});
