// Keeping a rendered resume as the candidate's resume (downloadResume with isSave): the PDF goes
// into the file store under a random name as the candidate's upload (purpose 'resume', so
// applying with it passes the same checks as an uploaded resume), becomes the resume's `file`
// and the profile's `resume` (a profile row is made for a candidate who has none yet). The PDF
// this resume stored before is removed unless the profile or an application still uses it.
import type { components } from '@generated/schema';
import { patchProfile } from '../candidate-profile/index.ts';
import { storeBytes } from '../files/index.ts';
import { notFound } from '../errors/errors.ts';
import { dropUnusedFile } from './file-cleanup.ts';
import type { ResumeOwner } from './owner.ts';
import { updateResume } from './resumes-repo.ts';
import { NO_RESUME } from './resumes.ts';

type UploadedFile = components['schemas']['UploadedFile'];

/** Stores the PDF as the candidate's resume and returns the stored file. */
export async function saveResumePdf(
  owner: ResumeOwner,
  resume: { id: string; file: UploadedFile | null },
  pdf: Buffer,
  name: string,
): Promise<UploadedFile> {
  const file = await storeBytes(owner.db, owner.config, {
    clientId: owner.clientId,
    ownerId: owner.candidateId,
    bytes: pdf,
    name,
    mimeType: 'application/pdf',
    extension: 'pdf',
    purpose: 'resume',
  });
  const updated = await updateResume(owner.db, owner, resume.id, { file: JSON.stringify(file) });
  if (!updated) {
    // Deleted while it rendered: keep nothing of it.
    await dropUnusedFile(owner, file.uri);
    throw notFound(NO_RESUME);
  }
  // Through the profile's own writer, which makes the row if needed and keeps its completion.
  await patchProfile(owner.db, owner.clientId, owner.candidateId, { resume: JSON.stringify(file) });
  if (resume.file && resume.file.uri !== file.uri) await dropUnusedFile(owner, resume.file.uri);
  return file;
}
