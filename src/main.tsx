import './styles/first-paint.css';
import './styles/starting.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { GetTenantSettings200 } from '@generated/api/model';
import { configureHttp, SILENT } from '@/lib/api/http';
import { rememberApplyRefOf } from '@/lib/applying/apply-ref';
import { boardBoot } from '@/lib/branding/board-boot';
import { isPlatformColors } from '@shared/branding/platform-colors.ts';
import { ensureLocale, pageLocale } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/query/query-client';
import { getSession, twoFactorSettingsPath } from '@/lib/session/session';
import { logout } from '@/lib/session/logout';
import { refreshTokenIfStale } from '@/lib/session/refresh';
import { checkDomain } from '@/lib/tenancy/check-domain';
import { tenantSettingsQuery } from '@/lib/tenancy/tenant-settings';
import { toast } from '@/lib/toast/toast';
import { yieldToBrowser } from '@/lib/dom/yield-to-browser';
import { restoreServerQueries, serverRenderedState } from '@/lib/ssr/server-state';
import { noteServerRenderedFields } from '@/lib/ssr/typed-before-hydration';
import { AppRoot, type AppLook } from './app-root';
import { createAppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

type AppRouter = ReturnType<typeof createAppRouter>;

rememberApplyRefOf(window.location.search);
const queryClient = createQueryClient();
// The query cache a server-rendered page was built from (shared/ssr/state.ts), before anything asks.
const serverState = serverRenderedState();
if (serverState) restoreServerQueries(queryClient, serverState);

/**
 * The router, and the calls that need it. Made in a task of its own (boot): building it from the
 * 101-route tree, with the browser history, took about 40 ms of the 80 ms task that evaluated the
 * app's modules on a phone (4x CPU slowdown), the longest task of the page's load.
 */
function makeRouter(): AppRouter {
  const router = createAppRouter(queryClient);
  configureHttp({
    origin: window.location.origin,
    getToken: () => getSession()?.token,
    getAdminId: () => getSession()?.adminFor,
    // The page's language (switching reloads the page): the server answers in it too.
    language: pageLocale(),
    onFailure: (message) => toast(message, 'error'),
    onUnauthenticated: () => void logout({ navigate: (to) => void router.navigate({ to }) }),
    // The board requires two-factor sign-in of this account: its settings say so and turn it on.
    onTwoFactorRequired: () => {
      const to = twoFactorSettingsPath(getSession());
      if (to && window.location.pathname + window.location.search !== to) void router.navigate({ href: to });
    },
  });
  return router;
}

/** Follows the domain check: 'left' when the board lives elsewhere now and the page is leaving. */
async function settleDomain(router: AppRouter): Promise<'left' | 'here'> {
  const outcome = await checkDomain(window.location);
  if (outcome.kind === 'moved') {
    window.location.replace(outcome.url);
    return 'left';
  }
  if (outcome.kind === 'go' && window.location.pathname !== outcome.path)
    await router.navigate({ to: outcome.path, replace: true });
  return 'here';
}

/**
 * The rest of Mantine's stylesheet. A page the server rendered paints with the part it uses
 * (styles/first-paint.css) and loads the rest once the app holds the page; a page the browser
 * renders waits for it before its first render, so no screen ever shows a component without its
 * styles. Only the rest: loading the whole sheet restyled every element of the page a second time
 * (a 265-320 ms style recalculation on the job page at 4x throttling).
 * A stylesheet that fails to load must not keep the app from starting.
 */
const restOfMantine = () => import('./styles/rest-of-mantine.css').catch(() => undefined);

async function start(router: AppRouter): Promise<void> {
  // A board with colours of its own loads the code that puts them in the theme while the domain
  // check below is on the network, so it costs no time; the platform's boards never load it.
  const colors = boardBoot()?.colors ?? null;
  const branding = colors && !isPlatformColors(colors) ? import('@/lib/branding/brand-theme') : null;
  // Fixture mode (npm run dev:mock): the build-time flag removes this branch from real builds.
  if (import.meta.env.VITE_FIXTURES === 'true') await (await import('./mocks/browser')).startFixtureMode();
  const root = document.getElementById('root');
  if (!root) return;
  // A page the server rendered for a guest is taken over first, so what the visitor does on it
  // counts at once; the server already chose the board from this host, and the domain check
  // follows. A signed-in visitor (whose header and menus differ) gets a page rendered afresh.
  const takeOver = serverState !== null && !getSession();
  const styles = takeOver ? null : restOfMantine();
  if (!takeOver && (await settleDomain(router)) === 'left') return;
  // A signed-in visitor's first calls carry a fresh token (a guest has none to refresh).
  await refreshTokenIfStale();
  router.subscribe('onBeforeLoad', () => void refreshTokenIfStale());
  // The board's colours from the page itself, so the first paint is already the board's.
  const brand = branding ? await branding.catch(() => null) : null;
  const look: AppLook = brand
    ? {
        theme: brand.brandedTheme(theme, colors),
        cssVariablesResolver: brand.brandedCssVariables(cssVariablesResolver, colors),
      }
    : { theme, cssVariablesResolver };
  // A page in another language than English renders once its catalogue is in (docs/localization.md).
  await ensureLocale(pageLocale()).catch(() => undefined);
  const app = <AppRoot router={router} queryClient={queryClient} look={look} />;
  if (takeOver) {
    // Matching the page and its loaders (their data is in the cache) in a task of their own too.
    await yieldToBrowser();
    await router.load();
    // What the router's own hydration sets: the first render builds the server's tree.
    router.ssr = { manifest: undefined };
    // Its forms hand what was typed before now to their components once hydrated (use-keep-typed.ts).
    noteServerRenderedFields(root);
    // In a transition, hydration yields to the browser between parts instead of one long task.
    startTransition(() => {
      hydrateRoot(root, app, {
        // React's production build names a hydration mismatch only by its error number; this line
        // says what happened, so the journeys' console watch (e2e/support/test.ts) sees it.
        onRecoverableError: (error) => console.error('Hydration failed; the browser rendered the page again:', error),
      });
    });
    void restOfMantine();
    if ((await settleDomain(router)) === 'left') return;
  } else {
    await styles;
    createRoot(root).render(app);
  }
}

/**
 * Analytics start after the first paint, from the tenant's settings and, where the board asks, the
 * visitor's consent (docs/consent.md), and follow every navigation so the role stays right across
 * login and logout. Their code loads only then.
 */
async function startTracking(router: AppRouter): Promise<void> {
  const { trackPage } = await import('@/lib/analytics/tracking');
  const settingsQuery = tenantSettingsQuery(SILENT);
  const settings = await queryClient.fetchQuery(settingsQuery).catch(() => null);
  trackPage(settings?.data ?? null, window.location.pathname);
  router.subscribe('onResolved', (e) => {
    trackPage(
      queryClient.getQueryData<GetTenantSettings200>(settingsQuery.queryKey)?.data ?? null,
      e.toLocation.pathname,
    );
  });
}

async function boot(): Promise<void> {
  await yieldToBrowser();
  const router = makeRouter();
  await start(router);
  await startTracking(router);
}

void boot();
