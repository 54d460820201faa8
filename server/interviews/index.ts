// The interviews domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/interviews/ is its own.
export { interviewHandlers } from './handlers.ts';
export { reminderTasks } from './reminder.ts';
