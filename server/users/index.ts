// The users domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/users/ is its own.
export { companyNameTaken, findCompany, insertCompany, renameCompany, slugify } from './companies-repo.ts';
export { DEVICE_COOKIE } from './device-cookie.ts';
export { accountKeyOf, addressOf, normalizeEmail, type AccountsEnv } from './env.ts';
export { openSession, type AuthSession } from './open-session.ts';
export { requestAccountsEnv } from './request-env.ts';
export { lockSeats, seatsTaken } from './seats-repo.ts';
export { revokeAllSessions, revokeOtherSessions, revokeSession } from './sessions-repo.ts';
export { startSession } from './sessions.ts';
export {
  findUserByEmail,
  findUserById,
  insertUser,
  mobileTaken,
  recordAudit,
  updateUser,
  type AccountRole,
  type UserRow,
} from './users-repo.ts';
export {
  candidateCompletion,
  candidateProfileView,
  completion,
  employerView,
  teamMemberStatus,
  teamMemberView,
  type EmployerView,
  type TeamMemberView,
} from './views.ts';
