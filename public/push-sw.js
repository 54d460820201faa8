// The Web Push service worker (docs/push.md). Registered by EnablePushButton
// (src/components/push/) from the site root, so its scope is the whole tenant site. It does one
// thing: shows each push message as a notification and, when the notification is clicked, brings
// the app to the screen the message links to. The message is the JSON the server sends:
// {title, body, link, kind}. Plain JavaScript, not bundled: the browser fetches it as it is.
'use strict';

const FALLBACK_TITLE = 'New notification';

/** The message's JSON, or a plain-text message as the body. */
function readMessage(data) {
  if (!data) return {};
  try {
    const json = data.json();
    return json && typeof json === 'object' ? json : {};
  } catch {
    return { body: data.text() };
  }
}

/** The link as an absolute URL on this site; anything else (another origin, a bad value) is the home page. */
function targetOf(link) {
  const origin = self.location.origin;
  if (typeof link !== 'string' || link === '') return `${origin}/`;
  try {
    const url = new URL(link, origin);
    return url.origin === origin ? url.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  const message = readMessage(event.data);
  const title = typeof message.title === 'string' && message.title ? message.title : FALLBACK_TITLE;
  const kind = typeof message.kind === 'string' ? message.kind : 'system';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      // One notification per kind and link: a newer one replaces the older instead of piling up.
      tag: `${kind}:${typeof message.link === 'string' ? message.link : ''}`,
      renotify: true,
      data: { link: targetOf(message.link), kind },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = targetOf(event.notification.data && event.notification.data.link);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        const client = focused || open;
        if (client.url !== target && 'navigate' in client) {
          try {
            await client.navigate(target);
            return;
          } catch {
            // A client this worker does not control cannot be navigated; open a window instead.
          }
        } else return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
