// The journal domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/journal/ is its own.
export { seedDemoArticles } from './demo.ts';
export { journalHandlers } from './handlers.ts';
export { articleMeta, isMissingArticlePath } from './seo.ts';
export { countJournalLinks, journalLinks } from './sitemap.ts';
