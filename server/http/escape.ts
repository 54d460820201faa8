// Escaping for the three places feeds and page heads write text into: XML/HTML text and
// attributes, and JSON inside a <script> element, where "</script>" or "<!--" in a job title
// would otherwise end the element early.

const XML: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const HTML: Record<string, string> = { ...XML, "'": '&#39;' };

// Characters XML 1.0 forbids even when escaped; a pasted job description can carry them.
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export const escapeXml = (s: string) => s.replace(INVALID_XML, '').replace(/[&<>"']/g, (c) => XML[c] ?? c);

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML[c] ?? c);

/** JSON that is safe inside <script type="application/ld+json">. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Markup removed and whitespace folded, cut to `max` characters on a word boundary. */
export function plainExcerpt(html: string | null, max: number): string {
  const text = (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
