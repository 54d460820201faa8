// What an uploaded video or poster is, from its bytes: the container by file-type (detect.ts, the
// uploads' sniffing) and the video's length by music-metadata, which reads MP4 and WebM headers.
import { parseFile } from 'music-metadata';
import { detectMimeType } from '../files/index.ts';
import { fieldError } from '../errors/errors.ts';
import { MAX_VIDEO_SECONDS, POSTER_TYPES, VIDEO_TYPES } from './limits.ts';

const NOT_VIDEO = 'must be an MP4 or WebM video';

async function lengthOf(path: string): Promise<number | undefined> {
  try {
    const { format } = await parseFile(path, { duration: true, skipCovers: true });
    return format.hasVideo === false ? undefined : format.duration;
  } catch {
    return undefined;
  }
}

/** The video's type and length, or a 400 naming `file` that says what is wrong. */
export async function checkVideo(path: string, size: number): Promise<{ mimeType: string; seconds: number }> {
  const mimeType = size > 0 ? await detectMimeType(path) : null;
  if (!mimeType || !VIDEO_TYPES.has(mimeType)) throw fieldError('file', `file ${NOT_VIDEO}`);
  const seconds = await lengthOf(path);
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0)
    throw fieldError('file', 'file must be a video whose length can be read; export it again as MP4 or WebM');
  if (seconds > MAX_VIDEO_SECONDS)
    throw fieldError('file', `file must be at most ${MAX_VIDEO_SECONDS} seconds long (it is ${Math.round(seconds)})`);
  return { mimeType, seconds: Math.round(seconds * 100) / 100 };
}

export async function checkPoster(path: string, size: number): Promise<string> {
  const mimeType = size > 0 ? await detectMimeType(path) : null;
  if (!mimeType || !POSTER_TYPES.has(mimeType)) throw fieldError('file', 'file must be a PNG or JPEG picture');
  return mimeType;
}
