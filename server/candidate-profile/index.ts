// The candidate-profile domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/candidate-profile/ is its own.
export { eraseCandidate } from './erase.ts';
export { candidateProfileHandlers } from './handlers.ts';
export {
  claimParse,
  deleteExpiredParsed,
  findParsedResume,
  finishParse,
  insertParsedResume,
  saveParseProgress,
} from './parsed-repo.ts';
export { patchProfile } from './repo.ts';
export { profileView } from './view.ts';
