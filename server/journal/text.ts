// The text rules of an article: the body is stored as the page builder's HTML block stores its
// markup (sanitisePageHtml: no script, event handlers, javascript: links, frames, forms or styles),
// the reading time counts its words, and an article without an excerpt of its own is summed up by
// the beginning of its text.
import { sanitizePageHtml } from '../../shared/pages/sanitize-page-html.ts';
import { fieldError } from '../errors/errors.ts';
import { plainExcerpt } from '../http/escape.ts';

export const BODY_MAX = 100_000;
export const EXCERPT_MAX = 300;
const WORDS_PER_MINUTE = 200;
const MINUTES_MAX = 1000;

/** Spaces and line breaks folded to one space, ends trimmed. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The body as it is stored: sanitised, and still within the bound once entities are written out. */
export function cleanBody(html: string): string {
  const clean = sanitizePageHtml(html);
  if (clean.length > BODY_MAX)
    throw fieldError('bodyHtml', `The text is too long once cleaned: keep it under ${BODY_MAX} characters`);
  return clean;
}

/** Minutes to read the body at 200 words a minute; at least one. */
export function readingMinutes(html: string): number {
  const words = plainExcerpt(html, BODY_MAX + 1)
    .split(' ')
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.min(MINUTES_MAX, Math.max(1, Math.ceil(words / WORDS_PER_MINUTE)));
}

/** The admin's excerpt, or the beginning of the text when they wrote none. */
export function excerptOf(own: string, html: string): string {
  return own || plainExcerpt(html, 200);
}
