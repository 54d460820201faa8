// Renders the onboarding pages inside a memory router with the three onboarding routes, the
// product's theme and a fresh query client, so tests follow the real navigation between steps.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { theme } from '@/theme';
import { OtpPage } from './otp-page';
import { SignupPage } from './signup-page';
import { StepsPage } from './steps-page';

// jsdom has no scrolling; the router restores scroll positions on navigation.
window.scrollTo = () => undefined;

export async function renderOnboarding(path: '/onboarding' | '/onboarding-otp' | '/onboarding-steps') {
  const root = createRootRoute({ component: Outlet });
  const page = (p: string, component: () => React.ReactNode) =>
    createRoute({ getParentRoute: () => root, path: p, component });
  const router = createRouter({
    routeTree: root.addChildren([
      page('/onboarding', () => <SignupPage debounceMs={0} />),
      page('/onboarding-otp', OtpPage),
      page('/onboarding-steps', StepsPage),
    ]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router };
}
