// The service worker (public/push-sw.js) run in a sandbox with a fake `self`: a push shows the
// message as a notification; a click focuses an open tab of the site and navigates it to the
// link, or opens a window; a link to another origin never leaves the site.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

const source = readFileSync(join(__dirname, '../../../public/push-sw.js'), 'utf8');
const ORIGIN = 'https://acme.example.com';

type Listener = (event: Record<string, unknown>) => void;
type FakeWindow = { url: string; focus: ReturnType<typeof vi.fn>; navigate: ReturnType<typeof vi.fn> };

function startWorker(windows: FakeWindow[] = []) {
  const listeners = new Map<string, Listener>();
  const self = {
    location: new URL(`${ORIGIN}/push-sw.js`),
    addEventListener: (type: string, fn: Listener) => listeners.set(type, fn),
    skipWaiting: vi.fn(),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      claim: vi.fn(async () => undefined),
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
  };
  runInNewContext(source, { self, URL });
  const fire = async (type: string, event: Record<string, unknown>) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) });
    await work;
  };
  return { self, fire };
}

const pushOf = (payload: unknown) => ({ data: { json: () => payload, text: () => JSON.stringify(payload) } });
const tab = (url: string): FakeWindow => {
  const w: FakeWindow = { url, focus: vi.fn(async () => w), navigate: vi.fn(async () => w) };
  return w;
};

describe('push service worker', () => {
  it('shows the message as a notification, keeping the link for the click', async () => {
    const { self, fire } = startWorker();
    await fire(
      'push',
      pushOf({
        title: 'You have been shortlisted',
        body: 'Northwind shortlisted you.',
        link: '/jobsseekers/my-jobs',
        kind: 'application_status',
      }),
    );
    expect(self.registration.showNotification).toHaveBeenCalledWith('You have been shortlisted', {
      body: 'Northwind shortlisted you.',
      tag: 'application_status:/jobsseekers/my-jobs',
      renotify: true,
      data: { link: `${ORIGIN}/jobsseekers/my-jobs`, kind: 'application_status' },
    });
  });

  it('focuses an open tab of the site and takes it to the link', async () => {
    const open = tab(`${ORIGIN}/browse-jobs`);
    const { self, fire } = startWorker([tab('https://other.example.org/'), open]);
    const close = vi.fn();
    await fire('notificationclick', { notification: { close, data: { link: `${ORIGIN}/jobsseekers/my-jobs` } } });
    expect(close).toHaveBeenCalled();
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}/jobsseekers/my-jobs`);
    expect(self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a window when no tab of the site is open, and never leaves the site', async () => {
    const { self, fire } = startWorker();
    await fire('push', pushOf({ title: 'Hi', body: 'x', link: 'https://evil.example.net/phish', kind: 'system' }));
    const [, options] = self.registration.showNotification.mock.calls[0] as unknown as [
      string,
      { data: { link: string } },
    ];
    expect(options.data.link).toBe(`${ORIGIN}/`);
    await fire('notificationclick', { notification: { close: vi.fn(), data: options.data } });
    expect(self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/`);
  });
});
