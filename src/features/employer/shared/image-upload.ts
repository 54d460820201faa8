// Images of the company (the logo and the photos) go to files/upload with purpose image: PNG or
// JPG, at most 5 MB, with progress; failures are said in words on the field, not as a toast.
import { t } from '@lingui/core/macro';
import { getUploadFileUrl } from '@generated/api/files/files';
import type { UploadFile200 } from '@generated/api/model';
import { isApiError } from '@/lib/api/api-error';
import { SILENT } from '@/lib/api/http';
import { uploadWithProgress } from '@/lib/api/upload';

export const IMAGE_TYPES = 'image/png,image/jpeg';
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Why a chosen file cannot be sent, or null when it can. */
export function imageFileProblem(file: File): string | null {
  if (!/^image\/(png|jpeg)$/.test(file.type)) return t`Choose a PNG or JPG image.`;
  if (file.size > MAX_IMAGE_BYTES) return t`Choose an image of at most 5 MB.`;
  return null;
}

export function uploadProblem(error: unknown): string {
  if (!isApiError(error)) return t`The upload failed. Please try again.`;
  if (error.status === 413) return t`This image is too large.`;
  if (error.status === 415) return t`Choose a PNG or JPG image.`;
  return error.message || t`The upload failed. Please try again.`;
}

/** Uploads one image; resolves with the stored uri (/files/…). */
export async function uploadImage(
  file: Blob,
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<string> {
  const stored = await uploadWithProgress<UploadFile200>(getUploadFileUrl(), file, {
    fields: { purpose: 'image' },
    onProgress: options.onProgress,
    signal: options.signal,
    request: SILENT,
  });
  return stored.data.uri;
}
