// The notification centre follows the board's plan (notification_center): with it, the header's
// bell counts the unread and the page lists them; without it, there is no bell, the page says the
// board does not offer it, and neither asks the server for the list (which would answer 403).
import { screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getGetTenantSettingsMockHandler,
  getGetTenantSettingsResponseMock,
} from '@generated/api/board-settings/board-settings.msw';
import { getListNotificationsMockHandler } from '@generated/api/notifications/notifications.msw';
import { getGetLicenceMapMockHandler } from '@generated/api/payments/payments.msw';
import NotificationBell from '@/components/layout/notification-bell';
import { configureHttp } from '@/lib/api/http';
import { clearStoredSession, getSession, setSession } from '@/lib/session/session';
import { renderWithRouter } from '@/test/render';
import { NotificationsPage } from './notifications-page';

const server = setupServer();
const CANDIDATE = 'candidate';
const settings = getGetTenantSettingsResponseMock();
let listed = 0;

function plan(centre: boolean) {
  const features = centre ? ['default', 'notification_center'] : ['default'];
  server.use(
    getGetTenantSettingsMockHandler({ ...settings, data: { ...settings.data, features } }),
    getGetLicenceMapMockHandler({
      code: 'SUCCESS',
      message: 'Success',
      data: { default: true, notification_center: centre },
    }),
  );
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  listed = 0;
  configureHttp({ origin: 'http://jobs.test', getToken: () => getSession()?.token, onFailure: vi.fn() });
  setSession('candidate-token', {
    firstName: 'Priya',
    lastName: 'Sharma',
    email: 'priya@example.in',
    role: 'candidate',
    companyName: '',
  });
  server.use(
    getListNotificationsMockHandler(() => {
      listed += 1;
      return {
        code: 'SUCCESS',
        message: 'Success',
        data: {
          items: [
            {
              _id: '3b9d2f61-7c1e-4a8b-9d4f-1e2a3b4c5d6e',
              type: 'application_status',
              title: 'You have been shortlisted',
              body: 'Northwind Logistics shortlisted your application.',
              link: '/jobsseekers/my-jobs',
              isRead: false,
              readAt: null,
              refs: {},
              createdAt: '2026-03-14T10:22:31.000Z',
            },
          ],
          pagination: { page: 1, limit: 10, total: 1, totalPages: 1 },
          unreadCount: 1,
        },
      };
    }),
  );
});
afterEach(() => {
  clearStoredSession();
  server.resetHandlers();
});
afterAll(() => server.close());

describe('on a plan with the notification centre', () => {
  it('counts the unread on the bell and lists the notifications on the page', async () => {
    plan(true);
    await renderWithRouter(
      <>
        <NotificationBell role={CANDIDATE} />
        <NotificationsPage path="/jobsseekers/notification" search={{}} />
      </>,
      { path: '/jobsseekers/notification' },
    );
    expect(await screen.findByRole('link', { name: '1 unread notification' })).toBeTruthy();
    expect(await screen.findByText('You have been shortlisted')).toBeTruthy();
  });
});

describe('on a plan without it', () => {
  it('shows no bell, says the board does not offer it, and never asks for the list', async () => {
    plan(false);
    await renderWithRouter(
      <>
        <NotificationBell role={CANDIDATE} />
        <NotificationsPage path="/jobsseekers/notification" search={{}} />
      </>,
      { path: '/jobsseekers/notification' },
    );
    expect(await screen.findByRole('heading', { name: 'No notification centre on this board' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Loading your notifications…')).toBeNull());
    expect(screen.queryByRole('link', { name: /notification/ })).toBeNull();
    expect(listed).toBe(0);
  });
});
