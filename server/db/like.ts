// LIKE patterns from what people type: backslash, % and _ are escaped (PostgreSQL's default LIKE
// escape is the backslash), so a search for "50%_off" matches those characters, not everything.
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A pattern for values that contain `text` (trimmed). */
export const likePattern = (text: string) => `%${escapeLike(text.trim())}%`;
