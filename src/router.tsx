import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen';

/** What the server's render changes: its own history (the requested URL) and no browser duties. */
export type ServerRouterOptions = { history: RouterHistory; isServer: true };

export function createAppRouter(queryClient: QueryClient, server?: ServerRouterOptions) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // On the server it would write an inline script, which the pages' script policy refuses.
    scrollRestoration: !server,
    ...server,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
