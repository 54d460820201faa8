// The contact-us domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/contact-us/ is its own.
export { contactUsHandlers } from './handlers.ts';
