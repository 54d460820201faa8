// Job descriptions are HTML from a rich-text editor and are shown to every visitor, so scripts,
// styles and event handlers are removed before saving.
import DOMPurify from 'isomorphic-dompurify';

export function sanitizeDescription(html: string): string {
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: ['style', 'script', 'iframe', 'form', 'input'],
    FORBID_ATTR: ['style'],
  });
}
