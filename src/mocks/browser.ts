// Starts fixture mode in the browser: a service worker answers every API call, so the portal can
// be clicked through with no server at all (npm run dev:mock).
import { setupWorker } from 'msw/browser';
import { handlers } from './fixture-handlers';

export async function startFixtureMode(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
}
