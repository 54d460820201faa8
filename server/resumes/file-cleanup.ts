// A stored resume file nothing points at any more (a built resume deleted or saved again, a parsed
// upload past its 24 hours) is removed from the store, unless something still uses it: the candidate profile's resume, or an
// application that was sent with it (as its resume or as a file answer). Applications keep the
// uri they were sent with, so the file must outlive the resume that made it.
import { sql } from 'kysely';
import { storageFor } from '../files/storage-for.ts';
import type { ResumeOwner } from './owner.ts';

type FileOwner = Pick<ResumeOwner, 'db' | 'config' | 'clientId' | 'candidateId'>;

const PREFIX = '/files/';

async function stillUsed(owner: FileOwner, uri: string): Promise<boolean> {
  const { db, clientId, candidateId } = owner;
  const [profile, application] = await Promise.all([
    db
      .selectFrom('candidate_profiles')
      .select('user_id')
      .where('client_id', '=', clientId)
      .where('user_id', '=', candidateId)
      .where(sql<string>`resume->>'uri'`, '=', uri)
      .executeTakeFirst(),
    db
      .selectFrom('applications')
      .select('id')
      .where('client_id', '=', clientId)
      .where('candidate_id', '=', candidateId)
      .where((eb) =>
        eb.or([
          eb(sql<string>`resume->>'uri'`, '=', uri),
          // A file answer holds the uploaded file's object; its uri is unique enough to find as text.
          eb(sql<string>`answers::text`, 'like', `%${JSON.stringify(uri).slice(1, -1)}%`),
        ]),
      )
      .limit(1)
      .executeTakeFirst(),
  ]);
  return Boolean(profile ?? application);
}

/** Removes the candidate's stored file at `uri` (its row and its bytes) when nothing uses it. */
export async function dropUnusedFile(owner: FileOwner, uri: string): Promise<void> {
  if (!uri.startsWith(PREFIX) || (await stillUsed(owner, uri))) return;
  const key = uri.slice(PREFIX.length);
  const gone = await owner.db
    .deleteFrom('files')
    .where('client_id', '=', owner.clientId)
    .where('owner_id', '=', owner.candidateId)
    .where('storage_key', '=', key)
    .returning('storage_key')
    .executeTakeFirst();
  if (gone) await storageFor(owner.config).remove(gone.storage_key);
}
