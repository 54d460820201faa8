// Whose profile sections a caller may read: candidates their own; an admin any candidate of the
// board; an employer (or team member) a candidate who applied to one of the company's jobs or chose
// to be found by employers (search/repo/visibility.ts). Anyone else's candidate is "not found", so a
// guess says nothing about who exists.
import type { Db } from '../db/database.ts';
import type { AuthUser } from '../http/context.ts';
import { fieldError, forbidden, notFound } from '../errors/errors.ts';
import { companyMaySee } from '../candidates/index.ts';
import { liveCandidateId } from './users-repo.ts';

export async function readableCandidate(
  db: Db,
  clientId: string,
  user: AuthUser,
  candidateId: string | undefined,
): Promise<string> {
  if (user.role === 'candidate') {
    if (candidateId && candidateId !== user.id) throw forbidden('You can only read your own profile');
    return user.id;
  }
  if (!candidateId) throw fieldError('candidateId', 'Name the candidate whose profile to read');
  const candidate = await liveCandidateId(db, clientId, candidateId);
  if (!candidate) throw notFound('No such candidate');
  if (user.role === 'admin') return candidate;
  if (user.role !== 'employer' || !user.companyId) throw forbidden();
  if (!(await companyMaySee(db, clientId, user.companyId, candidate))) throw notFound('No such candidate');
  return candidate;
}
