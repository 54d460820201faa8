// Renders account screens inside a real (memory) router, so navigation, search params and links
// behave as in the app, with Mantine in test mode (no transitions or portals delays) and a fresh
// query client per test. Paths not given land on a placeholder that tests can look for.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { FunctionComponent } from 'react';
import { theme } from '@/theme';

export type Screens = Record<string, FunctionComponent>;

export function renderScreens(screens: Screens, initial: string) {
  const root = createRootRoute({ component: Outlet });
  const pages = Object.entries(screens).map(([path, component]) =>
    createRoute({ getParentRoute: () => root, path, component }),
  );
  const elsewhere = createRoute({
    getParentRoute: () => root,
    path: '$',
    component: () => <p>Somewhere else</p>,
  });
  const router = createRouter({
    routeTree: root.addChildren([...pages, elsewhere]),
    history: createMemoryHistory({ initialEntries: [initial] }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={client}>
        {/* A test router is not the app's registered router type. */}
        <RouterProvider router={router as unknown as AnyRouter} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router };
}

/** Where the router is now: the path and the parsed search params. */
export function locationOf(router: { state: { location: { pathname: string; search: unknown } } }) {
  return { pathname: router.state.location.pathname, search: router.state.location.search };
}
