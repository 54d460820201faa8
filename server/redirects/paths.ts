// The shapes of a redirect rule's two ends (docs/redirects.md). An old path is compared in one
// normal form: percent-decoding undone, a leading slash, repeated slashes folded, no trailing slash
// except the root, case kept, the query and fragment ignored. A target is kept as it is sent in
// Location: a path of this board (with a query if the rule wants one) or an absolute http(s) URL on
// one of the board's own hosts, percent-encoded ASCII either way.
export const MAX_PATH = 2048;
/** The most rules one visit may pass through (A → B → … counted in rules). */
export const MAX_CHAIN = 5;

// Control characters cannot be stored (PostgreSQL refuses NUL) and have no place in a path.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Undoes percent-encoding; null when the escapes are not valid UTF-8. */
export function decodePath(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * The normal form of an already decoded path, as rules are stored and looked up; null for what can
 * be no page's path (control characters, a backslash, too long).
 */
export function normalisePath(decoded: string): string | null {
  const path = decoded.split(/[?#]/, 1)[0] ?? '';
  if (CONTROL.test(path) || path.includes('\\')) return null;
  const folded = `/${path}`.replace(/\/{2,}/g, '/').replace(/\/+$/, '') || '/';
  return folded.length <= MAX_PATH ? folded : null;
}

export type Target = {
  /** What Location says. */
  location: string;
  /** The path the target lands on, normalised, when it is on this board (for loop checks). */
  localPath: string | null;
};

export type TargetProblem = 'invalid' | 'other-host';

const LOCAL_BASE = 'http://board.invalid';

/**
 * Reads a rule's target: a path ('/p/hiring?from=old') or an absolute URL whose host is one of
 * `hosts` (the board's own). Fragments and credentials are refused, as is anything that would leave
 * the board.
 */
export function readTarget(raw: string, hosts: readonly string[]): Target | TargetProblem {
  const value = raw.trim();
  if (!value || value.length > MAX_PATH || CONTROL.test(value) || value.includes('#')) return 'invalid';
  let url: URL;
  let local: boolean;
  if (value.startsWith('/')) {
    // '//host/x' and '/\host' are other origins to a browser: resolving against a stand-in origin
    // shows it (the origin changes).
    url = parse(value, LOCAL_BASE);
    local = true;
    if (url.origin !== LOCAL_BASE) return 'invalid';
  } else {
    url = parse(value);
    local = false;
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'invalid';
    if (url.username || url.password) return 'invalid';
    const host = url.host.toLowerCase();
    if (!hosts.some((h) => h === host || h === url.hostname.toLowerCase())) return 'other-host';
  }
  if (url.href === 'about:blank') return 'invalid';
  const decoded = decodePath(url.pathname);
  const localPath = decoded === null ? null : normalisePath(decoded);
  if (localPath === null) return 'invalid';
  const location = local ? `${url.pathname}${url.search}` : url.href;
  return location.length <= MAX_PATH ? { location, localPath } : 'invalid';
}

function parse(value: string, base?: string): URL {
  try {
    return new URL(value, base);
  } catch {
    return new URL('about:blank');
  }
}

/**
 * Location for a visit: the rule's target with the visit's query kept (after the target's own,
 * when it has one). Characters a header may not carry are escaped.
 */
export function withQuery(location: string, query: string): string {
  if (!query) return location;
  const safe = query.replace(/[^\x21-\x7e]/g, (c) => encodeURIComponent(c));
  return `${location}${location.includes('?') ? '&' : '?'}${safe}`;
}
