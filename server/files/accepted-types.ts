// Which uploads are accepted, decided by the file's content (magic bytes), never by its name.
export const MAX_UPLOAD_BYTES = 26_214_400;

export type UploadPurpose = 'image' | 'document' | 'resume';

const IMAGE = ['image/png', 'image/jpeg'];
const PDF = 'application/pdf';
const DOC = 'application/x-cfb';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Detected mime types accepted per purpose (spec §5: png, jpg, jpeg, pdf, doc, docx; resumes pdf, doc, docx). */
export const ACCEPTED: Record<UploadPurpose, string[]> = {
  image: [...IMAGE, PDF, DOC, DOCX],
  document: [...IMAGE, PDF, DOC, DOCX],
  resume: [PDF, DOC, DOCX],
};

/** The mime type to serve and store: file-type reports legacy .doc as the CFB container. */
export function publicMimeType(detected: string): string {
  return detected === DOC ? 'application/msword' : detected;
}

export function extensionFor(mime: string): string {
  return (
    {
      'image/png': 'png',
      'image/jpeg': 'jpg',
      [PDF]: 'pdf',
      [DOC]: 'doc',
      'application/msword': 'doc',
      [DOCX]: 'docx',
    }[mime] ?? 'bin'
  );
}
