// The resume-only upload rule (specification §5): pdf, doc or docx, at most 26,214,400 bytes.
// Checked before sending so a wrong file fails at once; the server checks again by content.
import { t } from '@lingui/core/macro';
import { constants } from '@generated/manifest';

export const RESUME_EXTENSIONS: readonly string[] = constants.upload.resumeTypes;
export const MAX_RESUME_BYTES = constants.upload.maxBytes;
/** For the file picker: extensions and their mime types. */
export const RESUME_ACCEPT = [
  '.pdf',
  '.doc',
  '.docx',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
].join(',');

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Null when the file may be sent, else what is wrong with it. */
export function resumeFileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (!RESUME_EXTENSIONS.includes(fileExtension(file.name))) return t`Please choose a PDF, DOC or DOCX file.`;
  if (file.size === 0) return t`This file is empty. Please choose another one.`;
  if (file.size > MAX_RESUME_BYTES) return t`This file is larger than 25 MB. Please choose a smaller one.`;
  return null;
}

/** 184320 → "180 KB"; 3_500_000 → "3.3 MB". */
export function fileSizeLabel(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return t`${Math.round(bytes / 1024)} KB`;
  return t`${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
