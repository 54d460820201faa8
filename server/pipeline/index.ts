// The pipeline domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/pipeline/ is its own.
export { pipelineHandlers } from './handlers.ts';
