// A stored resume file nothing points at any more (a built resume deleted or saved again, a parsed
// upload past its 24 hours) is removed from the store, unless something still uses it: the candidate profile's resume, or an
// application that was sent with it (as its resume or as a file answer). Applications keep the
// uri they were sent with, so the file must outlive the resume that made it.
import { storageFor } from '../files/index.ts';
import { deleteOwnedFile, isFileUsed } from './file-uses-repo.ts';
import type { ResumeOwner } from './owner.ts';

type FileOwner = Pick<ResumeOwner, 'db' | 'config' | 'clientId' | 'candidateId'>;

const PREFIX = '/files/';

/** Removes the candidate's stored file at `uri` (its row and its bytes) when nothing uses it. */
export async function dropUnusedFile(owner: FileOwner, uri: string): Promise<void> {
  if (!uri.startsWith(PREFIX) || (await isFileUsed(owner.db, owner.clientId, owner.candidateId, uri))) return;
  const key = uri.slice(PREFIX.length);
  const gone = await deleteOwnedFile(owner.db, owner.clientId, owner.candidateId, key);
  if (gone) await storageFor(owner.config).remove(gone);
}
