// What a route's screen loads beyond the page as built (index.html), by route id: written by the
// build (scripts/vite-route-assets.ts) and read by the server's render of a page
// (server/page-serving/server-render.ts), which puts them in the page's head.

/** Paths under the build's output folder (`assets/x.js`). */
export type RouteAssets = Record<string, { js: string[]; css: string[] }>;

/** Where the build writes the map, under its output folder. */
export const ROUTE_ASSETS_FILE = '.vite/route-assets.json';
