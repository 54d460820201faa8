// A Vite plugin that puts the page's stylesheets first among what index.html asks for: Vite writes
// the entry script and its module preloads above the stylesheet, so the browser queued some twenty
// scripts (and, on a server-rendered page, the route's sixty more) ahead of the one file the first
// paint waits for. Module scripts run after parsing and preloads only fetch, so moving them below the
// stylesheet changes nothing but the order of the requests (docs/public-pages-speed.md).
import type { Plugin } from 'vite';
import { MODULE_TAG } from '../shared/ssr/module-tags.ts';

const STYLESHEET = /[ \t]*<link\b[^>]*\brel=["']?stylesheet\b[^>]*>\n?/gi;
const FIRST_SCRIPT_OR_PRELOAD = new RegExp(String.raw`[ \t]*` + MODULE_TAG.source, 'i');

/** The page with its stylesheet links moved above its first module script or module preload. */
export function stylesFirst(html: string): string {
  const first = html.search(FIRST_SCRIPT_OR_PRELOAD);
  if (first < 0) return html;
  const before = html.slice(0, first);
  const after = html.slice(first);
  const moved = after.match(STYLESHEET);
  if (!moved) return html;
  return before + moved.join('') + after.replace(STYLESHEET, '');
}

export function stylesheetsFirst(): Plugin {
  return {
    name: 'jobboard:stylesheets-first',
    apply: 'build',
    // After Vite has written its own tags into the page.
    transformIndexHtml: { order: 'post', handler: stylesFirst },
  };
}
