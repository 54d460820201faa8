// The app's English messages that its Spanish catalogue translates (src/**/locales/es.po): a page
// shown in Spanish must contain none of them. Only whole sentences of three words or more without
// placeholders are looked for, so a word that is the same in both languages ("Email") or a name
// never counts as English left behind.
import { readFileSync } from 'node:fs';
import { catalogueEntries, webCatalogueFiles } from '../../scripts/lingui-catalogue.ts';

const ROOT = new URL('../..', import.meta.url).pathname;

/** The English sentences the Spanish catalogue says differently. */
export async function translatedEnglishSentences(): Promise<string[]> {
  const sentences = new Set<string>();
  for (const file of webCatalogueFiles(ROOT, 'es'))
    for (const { message, translation } of (await catalogueEntries(readFileSync(file, 'utf8'), file)).values())
      if (translation && translation !== message && !/[{}<>#]/.test(message) && message.split(/\s+/).length >= 3)
        sentences.add(message);
  return [...sentences];
}
