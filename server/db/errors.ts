// The database's failures a service answers for itself, told apart by their SQLSTATE: a
// unique-constraint violation (23505) from either engine, so that a race between two equal writes
// (two signups, two rules for one path) ends in 409 rather than 500; a cancelled statement (57014).

/** Whether a database error carries the SQLSTATE `code`. */
const hasSqlState = (error: unknown, code: string): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === code;

export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, '23505');
}

/**
 * A statement PostgreSQL cancelled (SQLSTATE 57014): it ran past the pool's statement timeout
 * (DATABASE_STATEMENT_TIMEOUT_MS), or an operator cancelled it. Either way the request can be asked
 * again; nothing it wrote in the cancelled statement's transaction was kept.
 */
export function isCancelledStatement(error: unknown): boolean {
  return hasSqlState(error, '57014');
}
