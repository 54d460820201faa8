// The origins a company allows to embed its widget: what is accepted (full origins only, as a
// browser writes them in Origin) and how a request's Origin is matched against them.
import { badRequest } from '../errors/errors.ts';

export const MAX_ORIGINS = 20;

/** The origin as browsers send it (lower-case host, default port dropped), or null when it is not one. */
export function normalOrigin(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') return null;
  // "https://acme.example/" parses to the same origin, but a path of any kind is not an origin.
  if (/^[a-z]+:\/\/[^/]+\/./i.test(text.trim()) || text.trim().endsWith('/')) return null;
  return url.origin;
}

/** The list as stored: each entry checked (400 naming `allowedOrigins.N`), duplicates kept once. */
export function checkedOrigins(list: readonly string[]): string[] {
  if (list.length > MAX_ORIGINS)
    throw badRequest(`At most ${MAX_ORIGINS} sites may show the widget`, {
      fields: [{ field: 'body.allowedOrigins', message: `At most ${MAX_ORIGINS} origins` }],
    });
  const out: string[] = [];
  list.forEach((text, i) => {
    const origin = normalOrigin(text);
    if (!origin) {
      const message = 'Must be a full origin such as https://acme.example (no path)';
      throw badRequest(`${text} is not a site's origin`, { fields: [{ field: `body.allowedOrigins.${i}`, message }] });
    }
    if (!out.includes(origin)) out.push(origin);
  });
  return out;
}

/** The request's Origin header when it is one of the allowed origins, else null. */
export function allowedOrigin(header: string | string[] | undefined, allowed: readonly string[]): string | null {
  if (typeof header !== 'string') return null;
  const origin = normalOrigin(header);
  return origin && allowed.includes(origin) ? origin : null;
}
