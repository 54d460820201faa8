// Splits a plain-text message into text and the http(s) addresses in it, so they can be shown as
// links without ever treating the text as HTML. Punctuation that ends a sentence is not part of
// the address ("see https://example.com." links https://example.com).
export type BodyPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const TRAILING = /[.,;:!?'"\]}>]+$/;

function trimEnd(candidate: string): string {
  let url = candidate.replace(TRAILING, '');
  // A closing parenthesis belongs to the address only when it opened one ("…/Foo_(bar)").
  while (url.endsWith(')') && (url.match(/\(/g) ?? []).length < (url.match(/\)/g) ?? []).length)
    url = url.slice(0, -1).replace(TRAILING, '');
  return url;
}

/** The address as a link target, or null unless it is a well-formed http(s) URL. */
export function safeHref(raw: string): string | null {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function linkify(body: string): BodyPart[] {
  const parts: BodyPart[] = [];
  let at = 0;
  const push = (text: string) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += text;
    else parts.push({ kind: 'text', text });
  };
  for (const match of body.matchAll(URL_IN_TEXT)) {
    const url = trimEnd(match[0]);
    const href = safeHref(url);
    push(body.slice(at, match.index));
    if (href) parts.push({ kind: 'link', text: url, href });
    else push(url);
    at = match.index + url.length;
  }
  push(body.slice(at));
  return parts;
}
