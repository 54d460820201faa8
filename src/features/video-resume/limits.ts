// The bounds the server holds a video resume to (server/video-resume/limits.ts), for the words
// and the checks made before sending: a file past them is refused at once, not after the upload.
import { t } from '@lingui/core/macro';
export const MAX_VIDEO_SECONDS = 120;
export const MAX_VIDEO_BYTES = 26_214_400;
export const VIDEO_ACCEPT = 'video/mp4,video/webm';
export const LIMITS_TEXT = (): string => t`MP4 or WebM, up to 2 minutes and 25 MB.`;

/** The reason to refuse a chosen file before sending it, or null. Its type is checked again by the server. */
export function refusalOf(file: File): string | null {
  if (file.size > MAX_VIDEO_BYTES) return t`This video is larger than 25 MB. Please choose a shorter or smaller one.`;
  if (file.type && !['video/mp4', 'video/webm'].includes(file.type))
    return t`This file is not an MP4 or WebM video. Please choose another one.`;
  return null;
}
