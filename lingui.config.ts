// The message catalogues (docs/localization.md): English is the source, written in the screens
// through Lingui's macros; every other language is a PO file per feature, so a feature's texts and
// their translations live beside it. `npm run i18n:extract` updates the catalogues.
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { serverMessageFolders } from './scripts/server-catalogues.ts';

const EXCLUDE = ['**/*.test.*', '**/node_modules/**'];
// LINGUI_ONLY=a,server/b extracts only those catalogues: feature a's and server folder b's
// (parallel work on separate features).
const only = process.env.LINGUI_ONLY?.split(',').filter(Boolean);
const folderOf = (name: string) => (name.startsWith('server/') ? name : `src/features/${name}`);

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: { default: 'en' },
  catalogs: only?.length
    ? only.map((name) => ({
        path: `<rootDir>/${folderOf(name)}/locales/{locale}`,
        include: [`<rootDir>/${folderOf(name)}/`],
        exclude: EXCLUDE,
      }))
    : [
        {
          path: '<rootDir>/src/features/{name}/locales/{locale}',
          include: ['<rootDir>/src/features/{name}/'],
          exclude: EXCLUDE,
        },
        {
          path: '<rootDir>/src/locales/{locale}',
          include: ['<rootDir>/src/'],
          exclude: ['<rootDir>/src/features/**', '<rootDir>/src/mocks/**', ...EXCLUDE],
        },
        // The server's texts (the mails): a catalogue per server folder that has any (scripts/server-catalogues.ts).
        ...serverMessageFolders().map((name) => ({
          path: `<rootDir>/server/${name}/locales/{locale}`,
          include: [`<rootDir>/server/${name}/`],
          exclude: EXCLUDE,
        })),
      ],
  // The screens' `t` reaches the reader's catalogue through our module: one instance in the
  // browser, one per request in the server's render (src/lib/i18n/i18n.ts).
  runtimeConfigModule: { i18n: ['@/lib/i18n/i18n', 'i18n'], Trans: ['@/lib/i18n/trans', 'Trans'] },
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
