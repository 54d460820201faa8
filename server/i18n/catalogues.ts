// The server's message catalogues (server/<folder>/locales/*.po; docs/localization.md, "Mails"),
// as the translator reads them: each language's messages by id, not yet compiled.
//
// The production build (scripts/build-server.ts) defines __SERVER_CATALOGUES__ as them, read from
// the PO files when it runs, so the built server carries the texts it was built with and reads no
// file beside it. From sources (development and the tests) the same reader runs on first use,
// imported by path at run time so that the server's bundle never includes it (it needs the PO
// parser, a development package).
import { fileURLToPath } from 'node:url';
import type { Locale } from '../../shared/i18n/locales.ts';

export type ServerMessages = Partial<Record<Locale, Record<string, string>>>;

declare const __SERVER_CATALOGUES__: string | undefined;

type Reader = { readServerCatalogues: (root: string) => Promise<ServerMessages> };

let loaded: Promise<ServerMessages> | undefined;

export function serverCatalogues(): Promise<ServerMessages> {
  if (!loaded) {
    if (typeof __SERVER_CATALOGUES__ === 'string')
      loaded = Promise.resolve(JSON.parse(__SERVER_CATALOGUES__) as ServerMessages);
    else {
      const reader = new URL('../../scripts/server-catalogues.ts', import.meta.url).href;
      const root = fileURLToPath(new URL('../../', import.meta.url));
      loaded = (import(reader) as Promise<Reader>).then((m) => m.readServerCatalogues(root));
    }
  }
  return loaded;
}
