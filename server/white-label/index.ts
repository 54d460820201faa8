// The white-label domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/white-label/ is its own.
export { pdfCreatorOf, platformCredit, poweredByOf } from './powered-by.ts';
