// The Vite side of scripts/job-words-transform.ts: the app's files, before any other plugin, so
// the router's code splitting and React's transform see the wrapped literals.
import type { Plugin } from 'vite';
import { takesJobWords, wrapJobWords } from './job-words-transform.ts';

export function jobWords(): Plugin {
  return {
    name: 'job-words',
    enforce: 'pre',
    async transform(code, id) {
      if (!takesJobWords(id)) return null;
      const wrapped = await wrapJobWords(code, id.split('?')[0] ?? id);
      return wrapped ? { code: wrapped.code, map: wrapped.map as never } : null;
    },
  };
}
