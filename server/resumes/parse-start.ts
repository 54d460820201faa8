// POST resume/parser: the upload is stored like any resume upload (type from the bytes, 415
// otherwise; the 25 MB limit is the multipart receiver's), a parsed_resumes row is queued, and the
// parse task is sent. The answer is the queued row, at once; GET resume/parser/{id} follows it.
// Each upload spends a parse of the candidate's plan (payments/candidate-allowance.ts), checked
// before the file is stored and spent with the row.
import type { FastifyRequest } from 'fastify';
import type { components } from '@generated/schema';
import type { RequestContext } from '../http/context.ts';
import { notFound } from '../errors/errors.ts';
import { storeUpload } from '../files/index.ts';
import {
  assertCandidateAllowance,
  candidateAllowanceOf,
  spendCandidateAllowance,
  type CandidateAllowance,
} from '../payments/index.ts';
import { dropUnusedFile } from './file-cleanup.ts';
import type { ResumeOwner } from './owner.ts';
import { findParsedResume, insertParsedResume } from '../candidate-profile/index.ts';
import { PARSE_TASK } from './task-names.ts';

type S = components['schemas'];

export const NO_PARSED_RESUME = 'This parsed resume does not exist or has expired';

/** The queued row, written with the spent parse; the stored file goes again if it is refused. */
async function queueParse(
  owner: ResumeOwner,
  allowance: CandidateAllowance,
  file: S['UploadedFile'],
): Promise<S['ParsedResume']> {
  // On PGlite the transaction holds the pool's one connection: the queue must be started before.
  await owner.jobs.ready();
  try {
    return await owner.db.transaction().execute(async (trx) => {
      await spendCandidateAllowance(trx, allowance);
      const parsed = await insertParsedResume(trx, {
        clientId: owner.clientId,
        candidateId: owner.candidateId,
        source: 'file',
        status: 'queued',
        file,
        result: null,
      });
      // Its job in the same transaction: a crash between the two cannot leave a row nobody will
      // ever parse, which the candidate's screen would follow for nothing.
      await owner.jobs.send(PARSE_TASK, { id: parsed._id }, { on: trx });
      return parsed;
    });
  } catch (e) {
    // Refused (another upload took the last parse meanwhile) or not written: the file stored for
    // this upload is nobody's.
    await dropUnusedFile(owner, file.uri);
    throw e;
  }
}

export async function startParse(
  owner: ResumeOwner,
  req: FastifyRequest,
  ctx: RequestContext,
): Promise<S['ParsedResume']> {
  const allowance = await candidateAllowanceOf(owner.db, owner.tenant, owner.candidateId, 'resumeParses');
  await assertCandidateAllowance(owner.db, allowance);
  const file = await storeUpload(req, ctx, owner.clientId, 'resume');
  return queueParse(owner, allowance, file);
}

export async function getParsed(owner: ResumeOwner, id: string): Promise<S['ParsedResume']> {
  const found = await findParsedResume(owner.db, owner.clientId, owner.candidateId, id);
  if (!found) throw notFound(NO_PARSED_RESUME);
  return found;
}
