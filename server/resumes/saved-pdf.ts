// Keeping a rendered resume as the candidate's resume (downloadResume with isSave): the PDF goes
// into the file store under a random name as the candidate's upload (purpose 'resume', so
// applying with it passes the same checks as an uploaded resume), becomes the resume's `file`
// and the profile's `resume` (a profile row is made for a candidate who has none yet). The PDF
// this resume stored before is removed unless the profile or an application still uses it.
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { components } from '@generated/schema';
import { insertFile } from '../files/files-repo.ts';
import { storageFor } from '../files/storage-for.ts';
import { fileUri } from '../files/uploads.ts';
import { notFound } from '../http/errors.ts';
import { dropUnusedFile } from './file-cleanup.ts';
import type { ResumeOwner } from './owner.ts';
import { updateResume } from './resumes-repo.ts';
import { NO_RESUME } from './resumes.ts';

type UploadedFile = components['schemas']['UploadedFile'];

const PDF = 'application/pdf';

async function storePdf(owner: ResumeOwner, pdf: Buffer, name: string): Promise<UploadedFile> {
  const key = `${randomBytes(16).toString('hex')}.pdf`;
  // The store takes a finished file (uploads arrive as temporary files); it moves this one in.
  const tmp = join(tmpdir(), `resume-${key}`);
  await writeFile(tmp, pdf);
  try {
    await storageFor(owner.config).put(key, tmp, PDF);
  } finally {
    await rm(tmp, { force: true });
  }
  await insertFile(owner.db, {
    clientId: owner.clientId,
    ownerId: owner.candidateId,
    key,
    name,
    mimeType: PDF,
    size: pdf.length,
    purpose: 'resume',
  });
  return { uri: fileUri(key), name, mimeType: PDF, size: pdf.length };
}

async function setProfileResume(owner: ResumeOwner, file: UploadedFile): Promise<void> {
  const value = JSON.stringify(file);
  await owner.db
    .insertInto('candidate_profiles')
    .values({ user_id: owner.candidateId, client_id: owner.clientId, resume: value })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ resume: value, updated_at: new Date() })
        .where('candidate_profiles.client_id', '=', owner.clientId),
    )
    .execute();
}

/** Stores the PDF as the candidate's resume and returns the stored file. */
export async function saveResumePdf(
  owner: ResumeOwner,
  resume: { id: string; file: UploadedFile | null },
  pdf: Buffer,
  name: string,
): Promise<UploadedFile> {
  const file = await storePdf(owner, pdf, name);
  const updated = await updateResume(owner.db, owner, resume.id, { file: JSON.stringify(file) });
  if (!updated) {
    // Deleted while it rendered: keep nothing of it.
    await dropUnusedFile(owner, file.uri);
    throw notFound(NO_RESUME);
  }
  await setProfileResume(owner, file);
  if (resume.file && resume.file.uri !== file.uri) await dropUnusedFile(owner, resume.file.uri);
  return file;
}
