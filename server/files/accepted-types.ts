// Which uploads are accepted, decided by the file's content (magic bytes), never by its name.
export const MAX_UPLOAD_BYTES = 26_214_400;

export type UploadPurpose = 'image' | 'document' | 'resume' | 'import';

const PNG = 'image/png';
const JPEG = 'image/jpeg';
const PDF = 'application/pdf';
/** file-type reports legacy .doc as its container format; detect.ts checks it holds a Word document. */
export const CFB = 'application/x-cfb';
const DOC = 'application/msword';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** XML job feeds for bulk imports (file-type recognises them by their <?xml declaration). */
const XML = 'application/xml';

/** Mime types (as stored and served) accepted per purpose (contract FilePurpose; spec §5). */
export const ACCEPTED: Record<UploadPurpose, readonly string[]> = {
  image: [PNG, JPEG],
  document: [PNG, JPEG, PDF, DOC, DOCX],
  resume: [PDF, DOC, DOCX],
  import: [XML],
};

export function isAccepted(purpose: UploadPurpose, mime: string): boolean {
  return ACCEPTED[purpose].includes(mime);
}

const EXTENSIONS: Record<string, string> = {
  [PNG]: 'png',
  [JPEG]: 'jpg',
  [PDF]: 'pdf',
  [DOC]: 'doc',
  [DOCX]: 'docx',
  [XML]: 'xml',
};

export function extensionFor(mime: string): string {
  return EXTENSIONS[mime] ?? 'bin';
}

/** WebP is never stored (uploads are PNG or JPEG); it is served as a picture's display copy. */
const WEBP = 'image/webp';

/** Types a browser may show in place: images and PDFs. Everything else is a download. */
export function servedInline(mime: string): boolean {
  return mime === PNG || mime === JPEG || mime === WEBP || mime === PDF;
}

export const WORD_DOC = DOC;
