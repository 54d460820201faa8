// The video-resume domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/video-resume/ is its own.
export { eraseVideoResume } from './erase.ts';
export { videoResumeHandlers } from './handlers.ts';
