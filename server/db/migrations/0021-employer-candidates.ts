// Employer candidate handling (issue 14): profile and resume view tracks, matching interactions, and invitations.
import type { Kysely } from 'kysely';

export async function up(_db: Kysely<unknown>): Promise<void> {}
