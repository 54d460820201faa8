// A company's "about" is HTML from the employer's editor. The server stores it sanitised, but the
// page does not rely on that: scripts, event handlers, <style> blocks and inline styles are
// removed again before rendering.
import { sanitize } from 'isomorphic-dompurify';

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return sanitize(html, { FORBID_TAGS: ['style'], FORBID_ATTR: ['style'] });
}
