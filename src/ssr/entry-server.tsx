// The server's render of a public page (docs/server-rendering.md): the same tree the browser
// builds (app-root.tsx), rendered at the requested URL with the board's boot record, its data
// fetched by the same generated hooks through the server's own API in-process, and the filled
// query cache handed over so the browser hydrates without asking again. Built by Vite into
// dist/server/ and loaded by server/page-serving/server-render.ts.
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { dehydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { prerenderToNodeStream } from 'react-dom/static';
import type { BoardBoot } from '@shared/branding/boot.ts';
import { isPlatformColors } from '@shared/branding/platform-colors.ts';
import { configureHttp } from '@/lib/api/http';
import { readBoardBootFrom } from '@/lib/branding/board-boot';
import { brandedCssVariables, brandedTheme } from '@/lib/branding/brand-theme';
import { ensureLocale, pageLocale } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/query/query-client';
import { AppRoot, type AppLook } from '@/app-root';
import { createAppRouter } from '@/router';
import { cssVariablesResolver, theme } from '@/theme';

export type RenderRequest = {
  /** Path and query of the page. */
  url: string;
  boot: BoardBoot | null;
  /** Answers the app's API calls for this request's board (the server's own routes, in-process). */
  fetch: typeof fetch;
  /** Aborted when the page no longer waits for this render (its time is up): no more rounds or calls. */
  signal?: AbortSignal;
};

export type RenderedPage = {
  html: string;
  state: DehydratedState;
  /** The ids of the routes the page shows, root first: the server preloads their scripts and styles. */
  routeIds: string[];
};

/**
 * Rounds of render-then-fetch: a screen's queries are known once it renders, and a query that
 * waits for another's answer only once that answer is in. Public pages need two or three.
 */
const MAX_ROUNDS = 4;

const current = new AsyncLocalStorage<RenderRequest>();
configureHttp({
  // Relative API paths need an origin to resolve against; the in-process fetch ignores it.
  origin: 'http://server-render.invalid',
  fetch: (input, init) => {
    const request = current.getStore();
    if (!request) return Promise.reject(new Error('an API call outside a server render'));
    if (request.signal?.aborted) return Promise.reject(new Error('the server render was given up'));
    return request.fetch(input, init);
  },
});
readBoardBootFrom(() => current.getStore()?.boot ?? null);

function lookOf(boot: BoardBoot | null): AppLook {
  const colors = boot?.colors ?? null;
  if (!colors || isPlatformColors(colors)) return { theme, cssVariablesResolver };
  return {
    theme: brandedTheme(theme, colors),
    cssVariablesResolver: brandedCssVariables(cssVariablesResolver, colors),
  };
}

function wanted(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

async function renderOnce(element: React.ReactElement): Promise<string> {
  // Waits for every lazy part (the home page's sections), so the markup is whole; and keeps every
  // part in place, where React would otherwise move a large one to the end with an inline script to
  // put it back, which the pages' script policy refuses.
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function render(request: RenderRequest, queryClient: QueryClient): Promise<RenderedPage | null> {
  const router = createAppRouter(queryClient, {
    history: createMemoryHistory({ initialEntries: [request.url] }),
    isServer: true,
  });
  await router.load();
  // A redirect, a missing page or a failed route: the browser's render says it, not a copy of ours.
  if (router.state.matches.some((m) => m.status !== 'success')) return null;
  const element = <AppRoot router={router} queryClient={queryClient} look={lookOf(request.boot)} />;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    if (request.signal?.aborted) return null;
    const html = await renderOnce(element);
    const queries = queryClient.getQueryCache().getAll();
    const waiting = queries.filter(wanted);
    if (waiting.length === 0)
      // A query that failed would be asked again by the browser and show another state than ours.
      return queries.some((q) => q.state.status === 'error')
        ? null
        : { html, state: dehydrate(queryClient), routeIds: router.state.matches.map((m) => m.routeId) };
    await Promise.all(waiting.map((q) => q.fetch().catch(() => undefined)));
  }
  return null;
}

/** The page's markup and the query cache it was rendered from, or null when the browser should render it. */
export function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  const queryClient = createQueryClient();
  // A failed call is not tried again here: the page falls back to the browser's render at once.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  // The page's language (its boot record) has its catalogue loaded once per process.
  return current.run(request, async () => {
    await ensureLocale(pageLocale());
    return render(request, queryClient);
  });
}
