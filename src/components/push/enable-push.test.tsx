// EnablePushButton's states in jsdom, with the browser's Notification, PushManager and service
// worker played by stubs and the API by MSW: hidden without the plan's flag, unsupported, blocked,
// permission asked only on click, subscribed with the VAPID key and saved as platform web, and the
// per-kind choice saved with `kinds`.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetTenantSettingsResponseMock } from '@generated/api/board-settings/board-settings.msw';
import type { DeviceTokenInput } from '@generated/api/model';
import { configureHttp } from '@/lib/api/http';
import { renderWithProviders } from '@/test/render';
import { EnablePushButton } from './enable-push';
import { keyBytes } from './push-browser';

const KEY = `B${'A'.repeat(85)}E`;
const SUBSCRIPTION = {
  endpoint: 'https://push.example.net/send/abc123',
  expirationTime: null,
  keys: { p256dh: `B${'Q'.repeat(86)}`, auth: 'QUFBQUFBQUFBQUFBQUFBQQ' },
};

const server = setupServer();
const saved: DeviceTokenInput[] = [];

function withSettings(features: string[], pushPublicKey: string | null) {
  const mock = getGetTenantSettingsResponseMock();
  server.use(
    http.get('*/client/api/v1/settings/get-settings', () =>
      HttpResponse.json({ ...mock, data: { ...mock.data, features, pushPublicKey } }),
    ),
    http.post('*/client/api/v1/notification/save-device-token', async ({ request }) => {
      saved.push((await request.json()) as DeviceTokenInput);
      return HttpResponse.json({ code: 'SUCCESS', message: 'Device registered for notifications', data: null });
    }),
  );
}

type Browser = {
  permission: NotificationPermission;
  requestPermission: ReturnType<typeof vi.fn>;
  register: ReturnType<typeof vi.fn>;
  subscribe: ReturnType<typeof vi.fn>;
  existing: PushSubscription | null;
};

function fakeSubscription(): PushSubscription {
  return {
    toJSON: () => SUBSCRIPTION,
    unsubscribe: vi.fn(async () => true),
    options: { applicationServerKey: keyBytes(KEY).buffer, userVisibleOnly: true },
  } as unknown as PushSubscription;
}

/** Gives jsdom a push-capable browser whose permission starts as `permission`. */
function pushBrowser(permission: NotificationPermission, existing: PushSubscription | null = null): Browser {
  const b: Browser = {
    permission,
    existing,
    requestPermission: vi.fn(async () => b.permission),
    register: vi.fn(async () => ({})),
    subscribe: vi.fn(async () => fakeSubscription()),
  };
  const pushManager = { getSubscription: async () => b.existing, subscribe: b.subscribe };
  const FakeNotification = {
    get permission() {
      return b.permission;
    },
    requestPermission: b.requestPermission,
  };
  vi.stubGlobal('Notification', FakeNotification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: b.register,
      ready: Promise.resolve({ pushManager }),
      getRegistration: async () => (b.existing ? { pushManager } : undefined),
    },
  });
  return b;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  saved.length = 0;
  localStorage.clear();
  configureHttp({ origin: 'http://jobs.test', getToken: () => 'token', getAdminId: () => null, onFailure: vi.fn() });
});
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});
afterAll(() => server.close());

describe('EnablePushButton', () => {
  it('hides itself when the plan lacks push_notifications', async () => {
    pushBrowser('default');
    withSettings(['default', 'chat'], null);
    const { queryClient } = renderWithProviders(<EnablePushButton />);
    await waitFor(() => expect(queryClient.getQueryCache().getAll()[0]?.state.status).toBe('success'));
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(/push notifications/i)).toBeNull();
  });

  it('says so in a browser without push', async () => {
    withSettings(['default', 'push_notifications'], KEY);
    renderWithProviders(<EnablePushButton />);
    expect(await screen.findByText('This browser cannot show push notifications.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('explains a blocked permission without asking again', async () => {
    const browser = pushBrowser('denied');
    withSettings(['default', 'push_notifications'], KEY);
    renderWithProviders(<EnablePushButton />);
    expect(await screen.findByText('Notifications are blocked')).toBeTruthy();
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('asks permission only on click, subscribes with the VAPID key and saves the subscription', async () => {
    const browser = pushBrowser('default');
    withSettings(['default', 'push_notifications'], KEY);
    renderWithProviders(<EnablePushButton />);
    const button = await screen.findByRole('button', { name: 'Turn on push notifications' });
    expect(browser.requestPermission).not.toHaveBeenCalled();
    browser.permission = 'granted';
    fireEvent.click(button);
    expect(await screen.findByText('Push notifications are on for this browser.')).toBeTruthy();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.register).toHaveBeenCalledWith('/push-sw.js', { scope: '/' });
    const options = browser.subscribe.mock.calls[0]?.[0] as PushSubscriptionOptionsInit;
    expect(options.userVisibleOnly).toBe(true);
    expect(Array.from(options.applicationServerKey as Uint8Array)).toEqual(Array.from(keyBytes(KEY)));
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ platform: 'web', deviceToken: JSON.stringify(SUBSCRIPTION) });
    expect(saved[0]?.kinds).toBeUndefined();

    // The per-kind choice: leave out messages and save.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Messages' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save choices' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toEqual({
      deviceToken: JSON.stringify(SUBSCRIPTION),
      platform: 'web',
      kinds: ['application_status', 'new_applicant', 'job_alert', 'payment', 'system', 'company_job'],
    });
  });

  it('shows blocked when the user refuses the prompt', async () => {
    const browser = pushBrowser('default');
    withSettings(['default', 'push_notifications'], KEY);
    renderWithProviders(<EnablePushButton />);
    const button = await screen.findByRole('button', { name: 'Turn on push notifications' });
    browser.permission = 'denied';
    fireEvent.click(button);
    expect(await screen.findByText('Notifications are blocked')).toBeTruthy();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(saved).toHaveLength(0);
  });

  it('shows on for a browser already subscribed, refreshing its registration, and turns off', async () => {
    const existing = fakeSubscription();
    const browser = pushBrowser('granted', existing);
    withSettings(['default', 'push_notifications'], KEY);
    renderWithProviders(<EnablePushButton withKinds={false} />);
    expect(await screen.findByText('Push notifications are on for this browser.')).toBeTruthy();
    await waitFor(() => expect(saved).toEqual([{ deviceToken: JSON.stringify(SUBSCRIPTION), platform: 'web' }]));
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('button', { name: 'Turn on push notifications' })).toBeTruthy();
    expect(existing.unsubscribe).toHaveBeenCalled();
  });
});
