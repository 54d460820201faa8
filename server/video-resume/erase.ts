// A candidate's video resume when their account is erased (candidate-profile/erase.ts): the row
// goes in the erasure's transaction, and its keys join the files removed once it commits.
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';
import { deleteVideo, keysOf } from './repo.ts';

export async function eraseVideoResume(trx: Kysely<Database>, clientId: string, userId: string): Promise<string[]> {
  return keysOf(await deleteVideo(trx, clientId, userId));
}
