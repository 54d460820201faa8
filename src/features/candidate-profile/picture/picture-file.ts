// The profile picture's rules: a PNG or JPG of at most 26,214,400 bytes (specification §5; the
// server checks the type again from the content), cropped square and drawn at most 800×800 before
// it is sent, so what is stored is small whatever the camera took.
import { t } from '@lingui/core/macro';
import { constants } from '@generated/manifest';
import { isApiError } from '@/lib/api/api-error';

export const PICTURE_ACCEPT = 'image/png,image/jpeg';
export const MAX_PICTURE_BYTES = constants.upload.maxBytes;
export const PICTURE_SIDE = 800;

export function pictureFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!/^image\/(png|jpeg)$/.test(file.type)) return t`Choose a PNG or JPG image.`;
  if (file.size === 0) return t`This file is empty. Choose another image.`;
  if (file.size > MAX_PICTURE_BYTES) return t`Choose an image of at most 25 MB.`;
  return null;
}

export function pictureUploadProblem(error: unknown): string {
  if (!isApiError(error)) return t`The upload failed. Please try again.`;
  if (error.status === 413) return t`This image is larger than 25 MB.`;
  if (error.status === 415) return t`This file is not a PNG or JPG image.`;
  if (error.status === 0) return t`The upload failed. Check your connection and try again.`;
  return error.message || t`The upload failed. Please try again.`;
}
