import { screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetEmployerMockHandler, getGetEmployerResponseMock } from '@generated/api/employer/employer.msw';
import { configureHttp } from '@/lib/api/http';
import { renderWithProviders } from '@/test/render';
import { PermissionGate } from './permission-gate';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() =>
  configureHttp({ origin: 'http://jobs.test', getToken: () => 'token', getAdminId: () => null, onFailure: vi.fn() }),
);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const owner = getGetEmployerResponseMock().data;
const gate = (
  <PermissionGate permission="manage_applicants" permissionLabel="Manage applicants" what="the responses">
    <h1>Responses</h1>
  </PermissionGate>
);

describe('permission gate', () => {
  it('shows the screen to an owner, whatever their listed permissions', async () => {
    server.use(getGetEmployerMockHandler({ code: 'SUCCESS', message: 'Success', data: { ...owner, permissions: [] } }));
    renderWithProviders(gate);
    expect(await screen.findByRole('heading', { level: 1, name: 'Responses' })).toBeTruthy();
  });

  it('shows a team member without the permission whom to ask', async () => {
    server.use(
      getGetEmployerMockHandler({
        code: 'SUCCESS',
        message: 'Success',
        data: { ...owner, kind: 2, permissions: ['post_jobs'] },
      }),
    );
    renderWithProviders(gate);
    expect(await screen.findByRole('heading', { level: 1, name: "You don't have access" })).toBeTruthy();
    expect(screen.getByText(/“Manage applicants” permission\. Ask your company owner/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Responses' })).toBeNull();
  });

  it('shows the screen to a team member who has it', async () => {
    server.use(
      getGetEmployerMockHandler({
        code: 'SUCCESS',
        message: 'Success',
        data: { ...owner, kind: 2, permissions: ['manage_applicants'] },
      }),
    );
    renderWithProviders(gate);
    expect(await screen.findByRole('heading', { level: 1, name: 'Responses' })).toBeTruthy();
  });
});
