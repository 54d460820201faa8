// The seo domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/seo/ is its own.
export { injectBoardBoot } from './board-boot.ts';
export { feedHandlers } from './handlers.ts';
export { injectHead, renderPageHead } from './page-head.ts';
export { registerFeeds } from './plugin.ts';
export { jobPath } from './sitemap.ts';
