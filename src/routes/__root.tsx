import { t } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  lazyRouteComponent,
  Outlet,
  redirect,
  useRouterState,
} from '@tanstack/react-router';
import { useEffect } from 'react';
import { AppLayout } from '@/components/layout/app-layout';
import { guardRedirect, routeInfo } from '@/lib/routing/guard';
import { pageLocale } from '@/lib/i18n/i18n';
import { getSession } from '@/lib/session/session';
import { jobWords } from '@/lib/words/job-words';

export type RouterContext = { queryClient: QueryClient };

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location }) => {
    const to = guardRedirect(location.pathname, getSession());
    if (to && to !== location.pathname) throw redirect({ to, replace: true });
  },
  component: Root,
  // Loaded when first needed: a page nobody misses should not weigh on every first visit.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a module's export name, not a text
  notFoundComponent: lazyRouteComponent(() => import('@/features/status-pages/not-found-page'), 'NotFoundPage'),
});

function Root() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const info = routeInfo(pathname);
  useEffect(() => {
    if (!info) {
      document.title = t`Page not found`;
      return;
    }
    // English titles are the manifest's own; another language's come with their table (route-titles.ts).
    if (pageLocale() === 'en') document.title = jobWords(info.title);
    else
      void import('@/lib/routing/route-titles').then(({ routeTitle }) => {
        document.title = routeTitle(info.path);
      });
  }, [info]);
  return (
    <AppLayout area={info?.area ?? 'public'} navKey={info?.navKey ?? null}>
      <Outlet />
    </AppLayout>
  );
}
