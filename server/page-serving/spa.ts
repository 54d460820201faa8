// Serves the built web app (dist/) from the same origin as the API, so the host that picks the
// tenant is the same for pages, calls and sockets. Every GET or HEAD of an app route answers the
// page whatever the Accept header says (link checkers, social-card crawlers, uptime monitors and
// curl send */* or nothing); a path that is no route answers the same page with status 404, so the
// app shows its not-found screen and crawlers see the 404. Only the API (/client/...), the
// onboarding country list and other methods keep the JSON "wrong url" answer.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchRoute, routes } from '@generated/manifest';
import { isConsolePath } from '../../shared/console/sections.ts';
import { pageSlugOfPath } from '../../shared/pages/paths.ts';
import { articleSlugOfPath } from '../../shared/journal/paths.ts';
import { isMissingArticlePath } from '../journal/index.ts';
import { servedRedirect } from '../redirects/index.ts';
import { hasOwnPage } from '../pages/index.ts';
import { injectBoardBoot, injectHead, renderPageHead } from '../seo/index.ts';
import { pagePolicy } from './page-policy.ts';
import { loadServerRender } from './server-render.ts';
import { startOnIntentScript, startsOnIntent, withStartOnIntent } from './start-on-intent.ts';

const WRONG_URL = { code: 'ERROR', message: 'Oops!, I guess its a wrong url', data: null };
const NOT_PAGES = [/^\/client\//, /^\/countries$/, /^\/assets\//, /^\/files\//, /^\/feeds\//, /^\/sitemaps?[./]/];

/**
 * Whether a path is one of the app's screens (routes the server answers itself are not). A named
 * page of the page builder (/p/<slug>) is one too: routes.txt lists only /p. So is the admin
 * console, which routes.txt does not list at all.
 */
export function isAppRoute(pathname: string): boolean {
  const path = matchRoute(pathname);
  // A journal article (/journal/<slug>) is one too; the page answer checks that the board shows it.
  if (path === null)
    return pageSlugOfPath(pathname) !== null || articleSlugOfPath(pathname) !== null || isConsolePath(pathname);
  return routes[path].audience !== 'server';
}

export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = join(distDir, 'index.html');
  const hasApp = existsSync(indexFile);
  if (hasApp)
    await app.register(fastifyStatic, {
      root: join(distDir, 'assets'),
      prefix: '/assets/',
      // The build writes .br and .gz beside each asset (vite.config.ts); they are chosen by the
      // request's Accept-Encoding, so the bytes are compressed once at build, never per request.
      preCompressed: true,
      immutable: true,
      maxAge: '365d',
      decorateReply: false,
    });
  const indexHtml = hasApp ? readFileSync(indexFile, 'utf8') : '';
  const serverRender = hasApp ? await loadServerRender(app, distDir) : null;
  const intentScript = hasApp ? startOnIntentScript(distDir) : null;

  // The Web Push service worker (public/push-sw.js, copied to dist/ by the build) is answered from
  // the site root, so its scope covers every page; no-cache, so a new version reaches browsers.
  const pushWorker = join(distDir, 'push-sw.js');
  if (existsSync(pushWorker)) {
    const workerJs = readFileSync(pushWorker, 'utf8');
    app.get('/push-sw.js', async (_req, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(workerJs),
    );
  }

  const page = async (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (!hasApp || NOT_PAGES.some((r) => r.test(path))) return reply.status(404).send(WRONG_URL);
    // An old address of the board's redirect rules moves before the app is served (docs/redirects.md).
    const moved = await servedRedirect(req);
    if (moved) return reply.redirect(moved.location, moved.statusCode);
    const known = isAppRoute(path) && !(req.ctx && (await isMissingArticlePath(req.ctx.db, req.ctx.tenant, path)));
    // Public pages carry their own head (title, canonical, feed link, JobPosting) for crawlers.
    const tenant = req.ctx?.tenant ?? null;
    const head = known && tenant && req.ctx ? await renderPageHead(req.ctx, req.url, req) : null;
    // The index page is built from the board's home page once it has published one.
    const ownHome = path === '/' && tenant && req.ctx ? await hasOwnPage(req.ctx.db, tenant, 'home') : false;
    const booted = tenant ? injectBoardBoot(indexHtml, tenant, req, ownHome) : null;
    const built = booted?.html ?? indexHtml;
    const withHead = head ? injectHead(built, head) : built;
    // A guest's public page comes with its content in it (docs/server-rendering.md).
    const rendered =
      known && booted && serverRender && req.method === 'GET'
        ? await serverRender.page(req, withHead, booted.boot)
        : null;
    // A guest who only reads it never runs the app on it (docs/web-performance.md).
    const served =
      rendered && tenant && intentScript && startsOnIntent(tenant)
        ? withStartOnIntent(rendered, intentScript)
        : rendered;
    return (
      reply
        .status(known ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        // The page's language follows the reader's choice and browser (server/board-settings/languages.ts).
        .header('vary', 'accept-language, cookie')
        .header('content-security-policy', pagePolicy(tenant, req.protocol === 'https'))
        .send(served ?? withHead)
    );
  };
  // A catch-all route rather than the not-found handler, so route-level hooks (compression) apply;
  // every more specific route wins over it, and HEAD comes with GET.
  app.get('/*', page);
  app.setNotFoundHandler(async (_req, reply) => reply.status(404).send(WRONG_URL));
}
