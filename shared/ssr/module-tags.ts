// The opening of an HTML tag that loads a module script: the entry's <script type="module"> or a
// <link rel="modulepreload">. The build moves stylesheets above the first of them
// (scripts/vite-styles-first.ts); a server-rendered page asks for them at low priority
// (server/page-serving/server-render.ts).
export const MODULE_TAG = /<(?:script\b[^>]*\btype=["']?module\b|link\b[^>]*\brel=["']?modulepreload\b)/i;
