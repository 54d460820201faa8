import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  getGetEmployerMockHandler,
  getGetEmployerResponseMock,
  getSetEmployerTourDoneMockHandler,
} from '@generated/api/employer/employer.msw';
import { getGetEmployerQueryKey } from '@generated/api/employer/employer';
import type { Employer, EmployerTourDoneInput } from '@generated/api/model';
import { configureHttp } from '@/lib/api/http';
import { createTestQueryClient, renderWithRouter } from '@/test/render';
import { GettingStarted } from './getting-started';

const owner: Employer = { ...getGetEmployerResponseMock().data, kind: 1, tourDone: false };
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() =>
  configureHttp({ origin: 'http://jobs.test', getToken: () => 'token', getAdminId: () => null, onFailure: () => {} }),
);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const as = (employer: Employer) =>
  server.use(getGetEmployerMockHandler({ code: 'SUCCESS', message: 'Success', data: employer }));

describe('getting started', () => {
  it('lists the first steps until dismissed, then marks the tour done and goes away', async () => {
    as(owner);
    const sent: EmployerTourDoneInput[] = [];
    server.use(
      getSetEmployerTourDoneMockHandler(async ({ request }) => {
        sent.push((await request.json()) as EmployerTourDoneInput);
        return { code: 'SUCCESS', message: 'Success', data: { ...owner, tourDone: true } };
      }),
    );
    await renderWithRouter(<GettingStarted />, { path: '/employer/home' });
    expect(await screen.findByRole('heading', { name: 'Getting started' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Complete your company profile' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Watch what works' }).getAttribute('href')).toBe('/employer/analytics');
    fireEvent.click(screen.getByRole('button', { name: 'Got it, hide this' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Getting started' })).toBeNull());
    expect(sent).toEqual([{ tourDone: true }]);
  });

  it('shows a team member only the steps they may take, and nothing once the tour is done', async () => {
    as({ ...owner, kind: 2, permissions: ['post_jobs'] });
    const { unmount } = await renderWithRouter(<GettingStarted />, { path: '/employer/home' });
    expect(await screen.findByRole('link', { name: 'Post your first job' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Complete your company profile' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Review your applicants' })).toBeNull();
    unmount();

    as({ ...owner, tourDone: true });
    const client = createTestQueryClient();
    await renderWithRouter(<GettingStarted />, { path: '/employer/home', queryClient: client });
    await waitFor(() => expect(client.getQueryState(getGetEmployerQueryKey())?.status).toBe('success'));
    expect(screen.queryByRole('heading', { name: 'Getting started' })).toBeNull();
  });
});
