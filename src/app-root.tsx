// The app's one tree, rendered by the browser (main.tsx) and by the server for public pages
// (ssr/entry-server.tsx): hydration needs both to build exactly the same elements.
import { MantineProvider, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect } from 'react';
import { AppToaster } from '@/lib/toast/toaster';
import type { createAppRouter } from './router';

export type AppLook = { theme: MantineThemeOverride; cssVariablesResolver: CSSVariablesResolver };

/**
 * Marks the page as the app's own once its first render is committed (`<html data-ready>`): on a
 * server-rendered page, from then on what the visitor does is handled. Renders nothing.
 */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return null;
}

export function AppRoot({
  router,
  queryClient,
  look,
}: {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
  look: AppLook;
}) {
  return (
    <StrictMode>
      <MantineProvider theme={look.theme} cssVariablesResolver={look.cssVariablesResolver}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <AppToaster />
          <ReadyMark />
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>
  );
}
