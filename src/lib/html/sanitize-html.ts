// HTML written in an employer's editor (job descriptions, a company's about). The server stores it sanitised,
// but the page does not rely on that: scripts, event handlers and <style> blocks (which could
// restyle the whole page) are removed again before rendering, and so are inline styles, so every
// description takes the site's typography.
import { sanitize } from 'isomorphic-dompurify';

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return sanitize(html, { FORBID_TAGS: ['style'], FORBID_ATTR: ['style'] });
}
