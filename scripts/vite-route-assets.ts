// A Vite plugin that writes, for each route of the app, the script chunks and stylesheets its
// screen loads beyond what index.html already asks for (dist/.vite/route-assets.json). The server
// puts them in the head of a page it renders (docs/server-rendering.md), so the browser fetches
// them beside the entry script instead of after it, and the page's styles are there with its
// markup. Vite's own manifest maps chunks to sources; this map is the route's view of it.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Plugin } from 'vite';
import type { RouteAssets } from '../shared/ssr/route-assets.ts';
import { START_ON_INTENT_SOURCE } from '../shared/ssr/start-on-intent.ts';
import { routeFilesOf } from './route-tree-files.ts';

type Chunk = { fileName: string; imports: string[]; importedCss: string[]; facade: string | null };

/** A chunk and every chunk it imports statically, in load order. */
function closure(chunks: Map<string, Chunk>, roots: string[], into = new Set<string>()): Set<string> {
  for (const name of roots) {
    if (into.has(name)) continue;
    into.add(name);
    closure(chunks, chunks.get(name)?.imports ?? [], into);
  }
  return into;
}

export function routeAssets(routeTree = 'src/routeTree.gen.ts'): Plugin {
  let root = process.cwd();
  return {
    name: 'jobboard:route-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Chunk>();
      let entry: string | null = null;
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        const facade = out.facadeModuleId ? relative(root, out.facadeModuleId).replaceAll('\\', '/') : null;
        const importedCss = [...(out.viteMetadata?.importedCss ?? [])];
        chunks.set(out.fileName, { fileName: out.fileName, imports: out.imports, importedCss, facade });
        // The app's entry (index.html's script), not the module that starts it on intent.
        if (out.isEntry && facade !== START_ON_INTENT_SOURCE) entry = out.fileName;
      }
      if (!entry) return;
      const initial = closure(chunks, [entry]);
      const initialCss = new Set([...initial].flatMap((name) => chunks.get(name)?.importedCss ?? []));
      const assets: RouteAssets = {};
      for (const { id, file } of routeFilesOf(readFileSync(`${root}/${routeTree}`, 'utf8'))) {
        // The route's screen is split into its own chunks (`?tsr-split=component`, error and
        // pending components likewise); its module itself (loaders, search validation) may be one too.
        const own = [...chunks.values()]
          .filter((c) => c.facade !== null && c.facade.replace(/\.tsx?(\?.*)?$/, '') === file)
          .map((c) => c.fileName);
        if (own.length === 0) continue;
        const loaded = [...closure(chunks, own)];
        assets[id] = {
          js: loaded.filter((name) => !initial.has(name)),
          css: [...new Set(loaded.flatMap((name) => chunks.get(name)?.importedCss ?? []))].filter(
            (name) => !initialCss.has(name),
          ),
        };
      }
      this.emitFile({ type: 'asset', fileName: '.vite/route-assets.json', source: JSON.stringify(assets) });
    },
  };
}
