import { Container, Title, Text, Button, Stack } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Link, Outlet, redirect, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AppLayout } from '@/components/layout/app-layout';
import { guardRedirect, routeInfo } from '@/lib/routing/guard';
import { getSession } from '@/lib/session/session';

export type RouterContext = { queryClient: QueryClient };

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location }) => {
    const to = guardRedirect(location.pathname, getSession());
    if (to && to !== location.pathname) throw redirect({ to, replace: true });
  },
  component: Root,
  notFoundComponent: NotFound,
});

function Root() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const info = routeInfo(pathname);
  useEffect(() => {
    document.title = info ? info.title : 'Page not found';
  }, [info]);
  return (
    <AppLayout area={info?.area ?? 'public'} navKey={info?.navKey ?? null}>
      <Outlet />
    </AppLayout>
  );
}

function NotFound() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={64} fw={800} c="brand.7" aria-hidden>
          404
        </Text>
        <Title order={1}>We could not find that page</Title>
        <Text c="dimmed">The link may be old or mistyped. The jobs are still here.</Text>
        <Button component={Link} to="/browse-jobs">
          Browse jobs
        </Button>
      </Stack>
    </Container>
  );
}
