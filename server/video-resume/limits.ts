// The bounds of a video resume (docs/video-resume.md). The size bound is the uploads' own
// (server/files: the multipart receiver refuses more with 413), so a video goes through the one
// upload path; the length bound is read from the container (media.ts).
import { MAX_UPLOAD_BYTES } from '../files/index.ts';

/** Longest video accepted, in seconds: a short introduction, not a recorded interview. */
export const MAX_VIDEO_SECONDS = 120;
/** Largest video (and poster) accepted, in bytes: 25 MB, the uploads' limit. */
export const MAX_VIDEO_BYTES = MAX_UPLOAD_BYTES;
/** Video containers accepted, as file-type names them from the bytes. */
export const VIDEO_TYPES: ReadonlySet<string> = new Set(['video/mp4', 'video/webm']);
/** Poster frames accepted: what a canvas exports. */
export const POSTER_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg']);
/** How long a signed link to the bytes works: long enough to watch, short enough to go stale. */
export const LINK_SECONDS = 60 * 60;
