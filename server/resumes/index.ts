// The resumes domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/resumes/ is its own.
export { resumeHandlers } from './handlers.ts';
export { resumeTasks } from './tasks.ts';
