// The server's render of the public pages (docs/server-rendering.md): loads the render the build
// wrote (dist/server/entry-server.js) and answers its API calls in-process through Fastify's
// inject, with the page request's host, forwarding headers, language and address, so the board,
// the rate limits and the answers are the ones the browser's own calls would get.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BoardBoot } from '../../shared/branding/boot.ts';
import { MODULE_TAG } from '../../shared/ssr/module-tags.ts';
import { isServerRenderedPath } from '../../shared/ssr/pages.ts';
import { ROUTE_ASSETS_FILE, type RouteAssets } from '../../shared/ssr/route-assets.ts';
import { SSR_STATE_ELEMENT_ID } from '../../shared/ssr/state.ts';
import { scriptJson } from '../http/escape.ts';

type RenderedPage = { html: string; state: unknown; routeIds: string[] };
type Render = (request: {
  url: string;
  boot: BoardBoot | null;
  fetch: typeof fetch;
  signal: AbortSignal;
}) => Promise<RenderedPage | null>;

/** Headers of the page request that the API answer depends on. */
const PASSED_ON = ['host', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for', 'accept-language', 'user-agent'];
/** A render that takes longer (a stuck call) is dropped: the page as built answers at once instead. */
const RENDER_BUDGET_MS = 4000;
/** The session's user cookie (src/lib/session/session.ts): a signed-in visitor's pages differ from a guest's. */
const SIGNED_IN = /(?:^|;\s*)user=[^;]/;

function headersOf(raw: Record<string, string | string[] | number | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, String(v));
  }
  return headers;
}

/** A fetch answered by the app's own routes, as the page's visitor would be answered. */
function inProcessFetch(app: FastifyInstance, page: FastifyRequest): typeof fetch {
  const passed: Record<string, string> = {};
  for (const name of PASSED_ON) {
    const value = page.headers[name];
    if (typeof value === 'string') passed[name] = value;
  }
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers: Record<string, string> = { ...passed };
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      remoteAddress: page.socket.remoteAddress ?? page.ip,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: headersOf(res.headers),
    });
  };
}

/** A built stylesheet's text, read once, by its path under the build's folder. */
type StyleText = (file: string) => string;

/**
 * What the head needs for the page's routes beyond the page as built (the build's map): their
 * styles written into the page, so its markup is styled at once without another request that holds
 * up the first paint; and links that preload their scripts, so the browser fetches them with the
 * entry rather than once the router asks. Vite's loader finds those links and adds none of its own
 * (it still adds the styles' links, which cost nothing the page waits for).
 */
export function routeHead(assets: RouteAssets, routeIds: string[], styleText: StyleText): string {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const id of routeIds) {
    for (const file of assets[id]?.js ?? []) js.add(file);
    for (const file of assets[id]?.css ?? []) css.add(file);
  }
  return [
    // Built CSS holds no markup; a "</style" in a string would still end the element early.
    ...[...css].map(
      (file) => `<style data-href="/${file}">${styleText(file).replace(/<\/style/gi, '<\\/style')}</style>`,
    ),
    ...[...js].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n');
}

const SCRIPT_OR_LINK = /<(?:script|link)\b[^>]*>/gi;
const MODULE_SCRIPT = new RegExp(`^${MODULE_TAG.source}`, 'i');

/**
 * A server-rendered page's scripts asked for at low priority. The page is readable without them
 * (they hydrate it), so they must not compete with the stylesheet, the fonts and the pictures of
 * the first paint: as the browser's default High-priority requests, the eighty-odd module files of
 * the search page went out beside the stylesheet, and Lighthouse counted those loaded before the
 * paint as holding it up (docs/public-pages-speed.md). A page the browser renders itself keeps
 * the default.
 */
export function scriptsAfterPaint(html: string): string {
  return html.replace(SCRIPT_OR_LINK, (tag) =>
    MODULE_SCRIPT.test(tag) && !/\bfetchpriority=/i.test(tag) ? tag.replace(/\s*\/?>$/, ' fetchpriority="low">') : tag,
  );
}

export type ServerRender = {
  /** The page with its content and data in it, or null when the browser renders it (the page as built). */
  page(req: FastifyRequest, html: string, boot: BoardBoot | null): Promise<string | null>;
};

export async function loadServerRender(app: FastifyInstance, distDir: string): Promise<ServerRender | null> {
  const entry = join(distDir, 'server', 'entry-server.js');
  if (!existsSync(entry)) return null;
  const { renderPage } = (await import(pathToFileURL(entry).href)) as { renderPage: Render };
  const assetsFile = join(distDir, ROUTE_ASSETS_FILE);
  const assets = existsSync(assetsFile) ? (JSON.parse(readFileSync(assetsFile, 'utf8')) as RouteAssets) : {};
  const styles = new Map<string, string>();
  const styleText = (file: string) => {
    let text = styles.get(file);
    if (text === undefined) {
      text = readFileSync(join(distDir, file), 'utf8');
      styles.set(file, text);
    }
    return text;
  };
  return {
    async page(req, html, boot) {
      const path = req.url.split('?')[0] ?? '/';
      if (!isServerRenderedPath(path) || SIGNED_IN.test(req.headers.cookie ?? '')) return null;
      let rendered: RenderedPage | null;
      let timer: NodeJS.Timeout | undefined;
      // A late render stops at its next round or call rather than keep working for nobody.
      const givenUp = new AbortController();
      const late = new Promise<null>((resolve) => {
        timer = setTimeout(() => {
          givenUp.abort();
          resolve(null);
        }, RENDER_BUDGET_MS);
      });
      try {
        const request = { url: req.url, boot, fetch: inProcessFetch(app, req), signal: givenUp.signal };
        rendered = await Promise.race([renderPage(request), late]);
      } catch (error) {
        // A page the server cannot render is still a page: the browser renders it as before.
        req.log.warn({ err: error, url: req.url }, 'server render failed');
        return null;
      } finally {
        clearTimeout(timer);
      }
      if (!rendered) return null;
      const data = `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${scriptJson(rendered.state)}</script>`;
      // Before the content goes in, so nothing a page holds is read as a tag.
      const head = scriptsAfterPaint(routeHead(assets, rendered.routeIds, styleText));
      return scriptsAfterPaint(html)
        .replace(/<\/head>/i, () => `${head}\n</head>`)
        .replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>\n${data}`);
    },
  };
}
