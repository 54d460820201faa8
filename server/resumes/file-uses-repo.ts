// What still points at a candidate's stored resume file, and the file's row.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';

/** Whether the candidate's profile resume, or an application they sent (resume or file answer), is at `uri`. */
export async function isFileUsed(db: Db, clientId: string, candidateId: string, uri: string): Promise<boolean> {
  const [profile, application] = await Promise.all([
    scopedTo(db, clientId)
      .selectFrom('candidate_profiles')
      .select('user_id')
      .where('user_id', '=', candidateId)
      .where(sql<string>`resume->>'uri'`, '=', uri)
      .executeTakeFirst(),
    scopedTo(db, clientId)
      .selectFrom('applications')
      .select('id')
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

/** Deletes the owner's file row under the key; its key when there was one. */
export async function deleteOwnedFile(
  db: Db,
  clientId: string,
  ownerId: string,
  key: string,
): Promise<string | undefined> {
  const gone = await scopedTo(db, clientId)
    .deleteFrom('files')
    .where('owner_id', '=', ownerId)
    .where('storage_key', '=', key)
    .returning('storage_key')
    .executeTakeFirst();
  return gone?.storage_key;
}
