// The company-followers domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/company-followers/ is its own.
export { FOLLOWER_DIGEST_TASK, runFollowerDigests } from './digest.ts';
export { eraseFollower, followerExport } from './follows-repo.ts';
export { companyFollowerHandlers } from './handlers.ts';
export { tellFollowers } from './tell.ts';
