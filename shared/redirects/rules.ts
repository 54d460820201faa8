// What a redirect rule's two ends may be, as the console's form checks them while they are typed
// and as the server refuses them (server/redirects), so both say the same thing (docs/redirects.md).
// The server's normal forms and its loop and chain checks stay in server/redirects; this is what
// the form can tell by itself.

/** Longest old path or target, in characters (the contract's maxLength). */
export const REDIRECT_TEXT_MAX = 2048;

/** The console: a rule there could lock the board's admins out of the screen that deletes it. */
const CONSOLE = ['/admin'];
/** Where people sign in (admins at /employer/login): a rule there would lock them out of the board. */
const SIGN_IN = ['/login', '/employer/login', '/jobsseekers/login'];
/**
 * What the server answers itself (server/page-serving/spa.ts, server/app.ts): a visit there never
 * reaches the rules, so a rule would be stored and never followed.
 */
const SERVER_OWNED = ['/client', '/countries', '/assets', '/files', '/feeds', '/sitemaps', '/dev'];
const SERVER_FILES = ['/robots.txt', '/push-sw.js', '/health', '/ready', '/metrics'];

const under = (path: string, root: string) => path === root || path.startsWith(`${root}/`);

export const RESERVED_CONSOLE = 'The console’s addresses cannot be redirected';
export const RESERVED_SIGN_IN = 'Sign-in pages cannot be redirected';
export const RESERVED_SERVER = 'The board answers this address itself, so a redirect here would never be followed';

/**
 * Why an old path (decoded, normal form) cannot have a rule, or null. Compared without case: the
 * app's router matches paths in any case, so /Admin is the console too.
 */
export function reservedFromProblem(path: string): string | null {
  const p = path.toLowerCase();
  if (CONSOLE.some((root) => under(p, root))) return RESERVED_CONSOLE;
  if (SIGN_IN.includes(p)) return RESERVED_SIGN_IN;
  if (SERVER_OWNED.some((root) => under(p, root)) || SERVER_FILES.includes(p) || /^\/sitemap\./.test(p))
    return RESERVED_SERVER;
  return null;
}

export const FROM_SHAPE = 'Enter the old path starting with /, without a query or #';
export const TO_SHAPE = 'Enter a path starting with / or a full address (https://…) of this board, without #';

/** The form's check of an old path as typed; the server normalises it and decides the rest. */
export function fromProblem(raw: string): string | null {
  const value = raw.trim();
  if (!value) return 'Enter the old path';
  if (!value.startsWith('/') || /[?#]/.test(value)) return FROM_SHAPE;
  if (value.length > REDIRECT_TEXT_MAX) return `Keep the path within ${REDIRECT_TEXT_MAX} characters`;
  const folded = value.replace(/\/{2,}/g, '/').replace(/\/+$/, '') || '/';
  return reservedFromProblem(folded);
}

/** The form's check of a target as typed; the server checks that its host is one of the board's. */
export function toProblem(raw: string): string | null {
  const value = raw.trim();
  if (!value) return 'Enter where the old path now leads';
  // '//host' and '/\host' leave the board in a browser.
  if (!/^(\/|https?:\/\/)[^#]*$/.test(value) || /^\/[/\\]/.test(value)) return TO_SHAPE;
  if (value.length > REDIRECT_TEXT_MAX) return `Keep the target within ${REDIRECT_TEXT_MAX} characters`;
  return null;
}
