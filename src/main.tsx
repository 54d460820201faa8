import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { GetTenantSettings200 } from '@generated/api/model';
import { configureHttp, SILENT } from '@/lib/api/http';
import { rememberApplyRefOf } from '@/lib/applying/apply-ref';
import { boardBoot } from '@/lib/branding/board-boot';
import { isPlatformColors } from '@shared/branding/platform-colors.ts';
import { createQueryClient } from '@/lib/query/query-client';
import { getSession } from '@/lib/session/session';
import { logout } from '@/lib/session/logout';
import { refreshTokenIfStale } from '@/lib/session/refresh';
import { checkDomain } from '@/lib/tenancy/check-domain';
import { tenantSettingsQuery } from '@/lib/tenancy/tenant-settings';
import { toast } from '@/lib/toast/toast';
import { AppToaster } from '@/lib/toast/toaster';
import { createAppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

rememberApplyRefOf(window.location.search);
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

configureHttp({
  origin: window.location.origin,
  getToken: () => getSession()?.token,
  getAdminId: () => getSession()?.adminFor,
  onFailure: (message) => toast(message, 'error'),
  onUnauthenticated: () => void logout({ navigate: (to) => void router.navigate({ to }) }),
});

async function start(): Promise<void> {
  // A board with colours of its own loads the code that puts them in the theme while the domain
  // check below is on the network, so it costs no time; the platform's boards never load it.
  const colors = boardBoot()?.colors ?? null;
  const branding = colors && !isPlatformColors(colors) ? import('@/lib/branding/brand-theme') : null;
  // Fixture mode (npm run dev:mock): the build-time flag removes this branch from real builds.
  if (import.meta.env.VITE_FIXTURES === 'true') await (await import('./mocks/browser')).startFixtureMode();
  const outcome = await checkDomain(window.location);
  if (outcome.kind === 'moved') {
    window.location.replace(outcome.url);
    return;
  }
  if (outcome.kind === 'go' && window.location.pathname !== outcome.path)
    await router.navigate({ to: outcome.path, replace: true });
  await refreshTokenIfStale();
  router.subscribe('onBeforeLoad', () => void refreshTokenIfStale());
  const root = document.getElementById('root');
  if (!root) return;
  // The board's colours from the page itself, so the first paint is already the board's.
  const brand = branding ? await branding.catch(() => null) : null;
  createRoot(root).render(
    <StrictMode>
      <MantineProvider
        theme={brand ? brand.brandedTheme(theme, colors) : theme}
        cssVariablesResolver={brand ? brand.brandedCssVariables(cssVariablesResolver, colors) : cssVariablesResolver}
      >
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <AppToaster />
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
}

/**
 * Analytics start after the first paint, from the tenant's settings, and follow every navigation
 * so the role stays right across login and logout. Their code loads only then.
 */
async function startTracking(): Promise<void> {
  const { startAnalytics } = await import('@/lib/analytics/providers/start');
  const settingsQuery = tenantSettingsQuery(SILENT);
  const settings = await queryClient.fetchQuery(settingsQuery).catch(() => null);
  startAnalytics(settings?.data ?? null, window.location.pathname);
  router.subscribe('onResolved', (e) => {
    startAnalytics(
      queryClient.getQueryData<GetTenantSettings200>(settingsQuery.queryKey)?.data ?? null,
      e.toLocation.pathname,
    );
  });
}

void start().then(startTracking);
