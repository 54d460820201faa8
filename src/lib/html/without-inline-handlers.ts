// Event-handler attributes (onerror=, onclick= ...) cut out of the tags of raw markup before the
// browser parses it for a live preview. The sanitiser removes them anyway; but Chromium checks the
// page's Content-Security-Policy as soon as it parses such an attribute, even in an inert document,
// and reports a (harmless, blocked) violation on every keystroke. Not a sanitiser: an attribute
// value holding ">" can hide one, which the sanitiser then removes as usual.
const TAG = /<[a-zA-Z][^>]*>/g;
const HANDLER = /([\s/"'])on[a-z0-9_-]+\s*(?:=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?/gi;

export function withoutInlineHandlers(html: string): string {
  return html.replace(TAG, (tag) => tag.replace(HANDLER, '$1'));
}
