// The Vite side of Lingui (docs/localization.md): the macros in the app's files (after the job
// words, before the router's splitting and React's transform), and a language's PO catalogue
// imported as its compiled messages (`import('./locales/es.po')` → `{ messages }`). Lingui's own
// Vite plugin does both through Babel inside Rolldown; ours is the same work in the shape of the
// project's other source transforms (scripts/vite-job-words.ts), and compiles the source
// language's messages in place (scripts/lingui-transform.ts).
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { compiledCatalogue } from './lingui-catalogue.ts';
import { expandLingui } from './lingui-transform.ts';

export function lingui(): Plugin {
  return {
    name: 'lingui',
    enforce: 'pre',
    // Hook filters: the bundler calls the hooks only for the files they name, not for every module.
    load: {
      filter: { id: /\.po(\?.*)?$/ },
      async handler(id) {
        const file = id.split('?')[0] ?? id;
        this.addWatchFile(file);
        const messages = await compiledCatalogue(await readFile(file, 'utf8'), file);
        return { code: `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});`, map: null };
      },
    },
    transform: {
      filter: { id: /\/src\/.+\.tsx?(\?.*)?$/, code: /@lingui\/(core|react)\/macro/ },
      async handler(code, id) {
        const file = id.split('?')[0] ?? id;
        const expanded = await expandLingui(code, file);
        return expanded ? { code: expanded.code, map: expanded.map as never } : null;
      },
    },
  };
}
