// The invited candidate opened the job page from an invitation (invite/opened). Only the
// candidate's own invitation is found (anyone else's answers 404, like an unknown one); the first
// opening is kept, so later ones change nothing and answer affected 0.
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { notFound } from '../errors/errors.ts';
import { isCandidatesInvitation, stampOpened } from './invitations-repo.ts';

type S = components['schemas'];

export async function markOpened(
  db: Db,
  clientId: string,
  candidateId: string,
  invitationId: string,
): Promise<S['Done']> {
  const affected = await stampOpened(db, clientId, candidateId, invitationId);
  if (affected) return { affected };
  if (!(await isCandidatesInvitation(db, clientId, candidateId, invitationId))) throw notFound('No such invitation');
  return { affected: 0 };
}
