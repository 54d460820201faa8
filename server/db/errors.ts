// The database's failures a service answers for itself: a unique-constraint violation (SQLSTATE
// 23505) from either engine, so that a race between two equal writes (two signups, two rules for
// one path) ends in 409 rather than 500.
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
