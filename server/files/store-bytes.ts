// Keeping bytes the server made or received in a request body (a rendered PDF, an imported JSON
// document) as a stored file of a user, like an upload: a random name with the type's extension,
// a `files` row naming the tenant and the owner. The store takes finished files (uploads arrive as
// temporary files), so the bytes go through one.
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { components } from '@generated/schema';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { insertFile } from './files-repo.ts';
import { storageFor } from './storage-for.ts';
import { fileUri } from './uploads.ts';

type UploadedFile = components['schemas']['UploadedFile'];

export type BytesToStore = {
  clientId: string;
  ownerId: string;
  bytes: Uint8Array;
  name: string;
  mimeType: string;
  extension: string;
  purpose: string;
};

export async function storeBytes(db: Db, config: Config, f: BytesToStore): Promise<UploadedFile> {
  const key = `${randomBytes(16).toString('hex')}.${f.extension}`;
  const tmp = join(tmpdir(), `store-${key}`);
  await writeFile(tmp, f.bytes);
  try {
    await storageFor(config).put(key, tmp, f.mimeType);
  } finally {
    await rm(tmp, { force: true });
  }
  await insertFile(db, {
    clientId: f.clientId,
    ownerId: f.ownerId,
    key,
    name: f.name,
    mimeType: f.mimeType,
    size: f.bytes.length,
    purpose: f.purpose,
  });
  return { uri: fileUri(key), name: f.name, mimeType: f.mimeType, size: f.bytes.length };
}
