// Where a provider sends the browser back after a sign-in with another account.
import type { OriginRequest } from '../../http/origin.ts';

const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\]|.+\.localhost)$/i;

/**
 * The callback on the host the sign-in started from, so the session lands in the same browser
 * storage; every host of a board is registered with its app. Boards are served over https; a
 * developer's localhost board keeps the scheme and port it was reached on.
 */
export function callbackUri(host: string, req: OriginRequest, path: string): string {
  if (!LOCAL_HOST.test(host)) return `https://${host}${path}`;
  const scheme = req.protocol === 'https' ? 'https' : 'http';
  const port = /:(\d{1,5})$/.exec(req.headers.host ?? '')?.[1];
  return `${scheme}://${host}${port ? `:${port}` : ''}${path}`;
}
