import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, redirect, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AppLayout } from '@/components/layout/app-layout';
import { NotFoundPage } from '@/features/status-pages/not-found-page';
import { guardRedirect, routeInfo } from '@/lib/routing/guard';
import { getSession } from '@/lib/session/session';

export type RouterContext = { queryClient: QueryClient };

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location }) => {
    const to = guardRedirect(location.pathname, getSession());
    if (to && to !== location.pathname) throw redirect({ to, replace: true });
  },
  component: Root,
  notFoundComponent: NotFoundPage,
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
