// Real media for the video resume tests: a 1.3 s VP8 WebM recorded by Chromium's MediaRecorder
// from a canvas (fixtures/intro.webm, made once; the server has no ffmpeg), the same file claiming
// another length (its Segment Info Duration rewritten), and an applicant of a company.
import { readFileSync } from 'node:fs';
import { addCategory, addJob } from '../../jobs-discovery/test/support.ts';
import type { Db } from '../../db/database.ts';

export const FIXTURE_URL = new URL('./fixtures/intro.webm', import.meta.url);

export const webm = (): Buffer => readFileSync(FIXTURE_URL);

/** The fixture with its Duration element (EBML id 0x4489, a float of milliseconds) set to `seconds`. */
export function webmLasting(seconds: number): Buffer {
  const bytes = Buffer.from(webm());
  const at = bytes.indexOf(Buffer.from([0x44, 0x89]));
  if (at < 0) throw new Error('the fixture has no Duration element');
  const size = bytes[at + 2];
  if (size === 0x84) bytes.writeFloatBE(seconds * 1000, at + 3);
  else if (size === 0x88) bytes.writeDoubleBE(seconds * 1000, at + 3);
  else throw new Error(`unexpected Duration size ${size}`);
  return bytes;
}

/** A live job of the company with an application of the candidate; answers the application's id. */
export async function applyTo(
  db: Db,
  clientId: string,
  companyId: string,
  candidateId: string | null,
): Promise<string> {
  const tag = Math.random().toString(16).slice(2, 8);
  const category = await addCategory(db, clientId, `Video Category ${tag}`);
  const job = await addJob(db, clientId, companyId, { title: `Video Job ${tag}`, category });
  const row = await db
    .insertInto('applications')
    .values({
      client_id: clientId,
      job_id: job.id,
      candidate_id: candidateId,
      guest_name: candidateId ? null : 'Guest Applicant',
      guest_email: candidateId ? null : `guest-${tag}@example.com`,
      answers: '{}',
      source: 'direct',
      applied_at: new Date(),
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
