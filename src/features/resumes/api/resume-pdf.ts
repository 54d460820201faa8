// The resume's PDF (GET resumes/download/{id}): the bytes to save as a file, and with `save` the
// uri of the copy the server stored as the candidate's resume for applying (X-Resume-Uri).
import { getDownloadResumeUrl } from '@generated/api/resumes/resumes';
import { fetchDocument } from '@/lib/api/document';

export type ResumePdf = { blob: Blob; fileName: string; storedUri: string | null };

/** Only a path on this host is linked: never another origin, never `//host` or `javascript:`. */
export function sameHostPath(uri: string | null | undefined): string | null {
  return uri && /^\/(?!\/)/.test(uri) ? uri : null;
}

/** The server's own name is `<Name>_Resume.pdf`; this is the same when it names none. */
export function pdfNameFor(name: string): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- part of a file name, the same as the server's
  const base = name.trim().replace(/\s+/g, '_') || 'My';
  return `${base}_Resume.pdf`;
}

export async function fetchResumePdf(id: string, name: string, save = false): Promise<ResumePdf> {
  const doc = await fetchDocument(getDownloadResumeUrl(id, save ? { isSave: true } : undefined));
  return {
    blob: doc.blob,
    fileName: doc.fileName ?? pdfNameFor(name),
    storedUri: sameHostPath(doc.headers.get('x-resume-uri')),
  };
}
