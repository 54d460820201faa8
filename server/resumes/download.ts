// The documents of a built resume: its PDF (optionally kept as the candidate's resume) and its
// JSON Resume export, each with the name it downloads under.
import type { components } from '@generated/schema';
import { jsonName, pdfName } from './filename.ts';
import { toJsonResume } from './json-resume.ts';
import type { ResumeOwner } from './owner.ts';
import { pdfCreatorOf } from '../white-label/index.ts';
import { renderResumePdf } from './pdf/render.ts';
import { ownResume } from './resumes.ts';
import { saveResumePdf } from './saved-pdf.ts';
import { resumeView } from './views.ts';

type S = components['schemas'];

export type ResumePdf = { pdf: Buffer; fileName: string; saved: S['UploadedFile'] | null };

export async function resumePdf(owner: ResumeOwner, id: string, save: boolean): Promise<ResumePdf> {
  const row = await ownResume(owner, id);
  const resume = resumeView(row);
  const pdf = await renderResumePdf(resume, pdfCreatorOf(owner.tenant, owner.config));
  const fileName = pdfName(resume.name);
  const saved = save ? await saveResumePdf(owner, { id: row.id, file: resume.file }, pdf, fileName) : null;
  return { pdf, fileName, saved };
}

export async function resumeJson(
  owner: ResumeOwner,
  id: string,
): Promise<{ document: Record<string, unknown>; fileName: string }> {
  const resume = resumeView(await ownResume(owner, id));
  return { document: toJsonResume(resume), fileName: jsonName(resume.name) };
}
