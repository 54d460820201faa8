// The shared test render helpers: the app's Mantine theme (in Mantine's test environment, so
// modals render in place without transitions), a fresh React Query client per test that never
// retries, and, when a component uses router hooks or links, an in-memory router at a chosen path.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRouteWithContext, createRouter } from '@tanstack/react-router';
import { act, render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { theme } from '@/theme';

// jsdom does not implement scrolling and logs an error each time the router resets the scroll
// position on navigation.
window.scrollTo = () => undefined;

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

type ProviderOptions = { queryClient?: QueryClient };

function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

export type ProvidersRenderResult = RenderResult & { queryClient: QueryClient };

/** Renders with Mantine and React Query; for components that use no router hooks. */
export function renderWithProviders(
  ui: ReactElement,
  { queryClient = createTestQueryClient(), ...options }: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {},
): ProvidersRenderResult {
  const result = render(ui, {
    ...options,
    wrapper: ({ children }) => <Providers queryClient={queryClient}>{children}</Providers>,
  });
  return { ...result, queryClient };
}

export function createTestRouter(
  ui: ReactElement,
  { path = '/', queryClient }: { path?: string; queryClient: QueryClient },
) {
  // A single root route renders the component at any path, so tests pick the URL they need
  // (search params included) and can read where a link or navigate() went afterwards.
  const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({ component: () => ui });
  return createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient },
  });
}

export type RouterRenderResult = ProvidersRenderResult & { router: ReturnType<typeof createTestRouter> };

/** Renders inside an in-memory router at `path`, once the router has loaded. */
export async function renderWithRouter(
  ui: ReactElement,
  { path = '/', queryClient = createTestQueryClient() }: ProviderOptions & { path?: string } = {},
): Promise<RouterRenderResult> {
  const router = createTestRouter(ui, { path, queryClient });
  await router.load();
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>,
    );
  });
  if (!result) throw new Error('render did not run');
  return { ...result, queryClient, router };
}
