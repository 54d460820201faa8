// Which source file holds each route of the app, read from TanStack Router's generated route tree
// (src/routeTree.gen.ts): `import { Route as XRouteImport } from './routes/x'` names the file, and
// the declared `FileRoutesByPath` entry (`id: '/admin/x' ... preLoaderRoute: typeof XRouteImport`)
// its whole id (the `update({ id })` calls hold only the part below the parent). The build's route-assets plugin needs it
// to know which chunks and styles a server-rendered page's routes load.

export type RouteFile = {
  /** The route's id in the router (`/browse-jobs`, `/job-detail/$slug`, `/jobsseekers/`). */
  id: string;
  /** Its module, from the project's root and without extension (`src/routes/browse-jobs`). */
  file: string;
};

const IMPORT = /^import \{ Route as (\w+) \} from '\.\/(routes\/[^']+)'/gm;
const DECLARED = /\bid: '([^']+)'\s+path: '[^']*'\s+fullPath: '[^']*'\s+preLoaderRoute: typeof (\w+)/g;

export function routeFilesOf(routeTree: string): RouteFile[] {
  const files = new Map<string, string>();
  for (const [, name, file] of routeTree.matchAll(IMPORT)) if (name && file) files.set(name, `src/${file}`);
  const routes: RouteFile[] = [];
  for (const [, id, name] of routeTree.matchAll(DECLARED)) {
    const file = name ? files.get(name) : undefined;
    if (file && id) routes.push({ id, file });
  }
  return routes;
}
