// The redirects domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/redirects/ is its own.
export { redirectHandlers } from './handlers.ts';
export { createRedirect, deleteRedirectRule, listRedirectPage, type RedirectRule } from './redirects-repo.ts';
export { servedRedirect } from './serve.ts';
