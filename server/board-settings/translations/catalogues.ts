// The web app's message catalogues (src/locales, src/features/<name>/locales; docs/localization.md)
// as the translations call serves them: by namespace (`common` for src/locales, else the feature's
// folder name), then by Lingui's message id, each message's English source and its translations.
//
// The production build (scripts/build-server.ts) defines __UI_CATALOGUES__ as them, read from the
// PO files when it runs, so the built server carries the texts it was built with: it reads no file
// beside it (the image ships dist/ and dist-server/, not src/) and needs no PO parser, a dev-only
// package. From sources (development and the API tests) the same reader runs on first use; it is
// imported by path at run time, so the server's bundle never includes it.
import { fileURLToPath } from 'node:url';
import type { Locale } from '../../../shared/i18n/locales.ts';

/** One message: its English (the source, as written in the screens) and any translation. */
export type UiMessage = { en: string } & Partial<Record<Exclude<Locale, 'en'>, string>>;
/** namespace → message id → message. */
export type UiCatalogues = Record<string, Record<string, UiMessage>>;

declare const __UI_CATALOGUES__: string | undefined;

type Reader = { readUiCatalogues: (root: string) => Promise<UiCatalogues> };

let loaded: Promise<UiCatalogues> | undefined;

export function uiCatalogues(): Promise<UiCatalogues> {
  if (!loaded) {
    if (typeof __UI_CATALOGUES__ === 'string') loaded = Promise.resolve(JSON.parse(__UI_CATALOGUES__) as UiCatalogues);
    else {
      const reader = new URL('../../../scripts/ui-catalogues.ts', import.meta.url).href;
      const root = fileURLToPath(new URL('../../../', import.meta.url));
      loaded = (import(reader) as Promise<Reader>).then((m) => m.readUiCatalogues(root));
    }
  }
  return loaded;
}
