// The pages domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/pages/ is its own.
export { defaultPageSource } from './defaults.ts';
export { seedDemoPages } from './demo.ts';
export { pageHandlers } from './handlers.ts';
export { pageView, type Page } from './page-view.ts';
export { boardPlan } from './pages-repo.ts';
export { savePage, type PageInput } from './save.ts';
export type { SeoKind, SeoMeta, SeoScope } from './seo-types.ts';
export { builtPageMeta } from './seo.ts';
export { hasOwnPage, sitemapPages } from './service.ts';
