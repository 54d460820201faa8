// The board's boot record (shared/branding/boot.ts) and its favicon and theme colour, written into
// every page the server answers for a board, so the app paints in the board's colours from the
// first frame and the tab shows its icon.
import { BOOT_ELEMENT_ID, type BoardBoot } from '../../shared/branding/boot.ts';
import type { FastifyRequest } from 'fastify';
import { boardLanguagesOf, localeAmong, getAppearance, jobHeadingOf } from '../board-settings/index.ts';
import type { Tenant } from '../http/context.ts';
import { escapeHtml, scriptJson } from '../http/escape.ts';

type Reader = Pick<FastifyRequest, 'headers'>;

export function boardBootOf(tenant: Tenant, reader: Reader, ownHome = false, a = getAppearance(tenant)): BoardBoot {
  const board = boardLanguagesOf(tenant);
  return {
    name: tenant.name,
    logoUri: a.logoUri,
    colors: a.colors,
    jobHeading: jobHeadingOf(tenant.settings),
    ownHome,
    locale: localeAmong(board, reader),
    locales: board.languages,
  };
}

const ICON = /<link rel="icon"[^>]*>/i;
const THEME_COLOR = /<meta name="theme-color"[^>]*>/i;

/**
 * index.html with the board's boot record, theme colour and (when it has one) favicon. `ownHome`
 * (asked on the index page only) says whether the board published its own home page. The record
 * comes back too: the server's render of the page reads the same one.
 */
export function injectBoardBoot(
  indexHtml: string,
  tenant: Tenant,
  reader: Reader,
  ownHome = false,
): { html: string; boot: BoardBoot } {
  const appearance = getAppearance(tenant);
  const boot = boardBootOf(tenant, reader, ownHome, appearance);
  const favicon = appearance.faviconUri;
  const data = `<script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptJson(boot)}</script>`;
  let html = indexHtml.replace(
    THEME_COLOR,
    () => `<meta name="theme-color" content="${escapeHtml(boot.colors.primary)}" />`,
  );
  if (favicon) html = html.replace(ICON, () => `<link rel="icon" href="${escapeHtml(favicon)}" />`);
  // The page says its language, for screen readers, translation tools and search engines.
  html = html.replace(/<html lang="[^"]*"/i, () => `<html lang="${boot.locale}"`);
  return { html: html.replace(/<\/head>/i, () => `${data}\n</head>`), boot };
}
