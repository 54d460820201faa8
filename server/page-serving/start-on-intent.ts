// Which server-rendered pages start the app when the visitor first acts rather than when the page
// loads (src/start-on-intent.ts, docs/web-performance.md "Started on intent"), and the page's
// script tag that does it. A guest's page on a board that counts no visitors: a board with
// analytics starts the app at once, so the visit is counted (and its consent asked) whether or not
// the visitor ever touches the page; a board still onboarding or switched off is sent elsewhere by
// the app's domain check, which must run at once too.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Tenant } from '../http/context.ts';
import { analyticsOf } from '../board-settings/index.ts';
import { tracksVisitors } from '../../shared/analytics/tracks-visitors.ts';
import { APP_MODULES_ELEMENT_ID, START_ON_INTENT_SOURCE } from '../../shared/ssr/start-on-intent.ts';
/** The app's entry script as the build writes it into index.html. */
const APP_ENTRY = /<script\b(?=[^>]*\btype="module")([^>]*?)\bsrc="(\/assets\/[^"]+\.js)"([^>]*)><\/script>/i;

export function startsOnIntent(tenant: Tenant): boolean {
  return tenant.status === 'active' && !tracksVisitors(analyticsOf(tenant));
}

/** The built module's path (`/assets/start-on-intent-<hash>.js`), or null when the build has none. */
export function startOnIntentScript(distDir: string): string | null {
  const file = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file?: string; isEntry?: boolean }>;
  const entry = manifest[START_ON_INTENT_SOURCE];
  return entry?.isEntry && entry.file ? `/${entry.file}` : null;
}

/** A module preload link (Vite's for the entry, routeHead's for the page's route), and its file. */
const MODULE_PRELOAD = /[ \t]*<link\b(?=[^>]*\brel="modulepreload")[^>]*\bhref="(\/assets\/[^"]+\.js)"[^>]*>\n?/gi;

/**
 * The page with its app entry swapped for the module that starts it on intent, named in
 * `data-app`, saying so on its root (`<html data-start="intent">`, written here: set by the
 * module, it restyled the whole page), and its module preloads listed in a data block instead: eighty preloads cost the
 * main thread three times what painting the page did (issue 49), for a visitor who may only read.
 */
export function withStartOnIntent(html: string, script: string): string {
  const modules: string[] = [];
  const unlinked = html.replace(MODULE_PRELOAD, (_link, file: string) => {
    modules.push(file);
    return '';
  });
  return unlinked
    .replace(/<html\b([^>]*)>/i, (_tag, attributes: string) => `<html${attributes} data-start="intent">`)
    .replace(
      APP_ENTRY,
      (_tag, before: string, app: string, after: string) =>
        `<script${before}src="${script}" data-app="${app}"${after}></script>\n` +
        // Paths under /assets/ only (the patterns above): nothing in them can end the block.
        `<script type="application/json" id="${APP_MODULES_ELEMENT_ID}">${JSON.stringify(modules)}</script>`,
    );
}
