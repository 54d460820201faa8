// SQL of uploaded files (table `files` of 0001-core): one row per stored upload, owned by a tenant.
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { FilesTable } from '../db/tables.ts';
import { scopedTo } from '../db/tenant-scope.ts';

export type FileRow = Selectable<FilesTable>;

export async function insertFile(
  db: Db,
  f: {
    clientId: string;
    ownerId: string | null;
    key: string;
    name: string;
    mimeType: string;
    size: number;
    purpose: string;
  },
): Promise<FileRow> {
  return scopedTo(db, f.clientId)
    .insertInto('files', {
      owner_id: f.ownerId,
      storage_key: f.key,
      name: f.name,
      mime_type: f.mimeType,
      size: f.size,
      purpose: f.purpose,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A tenant's file by its stored name; another tenant's file is not found. */
export async function findTenantFile(db: Db, clientId: string, key: string): Promise<FileRow | undefined> {
  return scopedTo(db, clientId).selectFrom('files').selectAll().where('storage_key', '=', key).executeTakeFirst();
}
