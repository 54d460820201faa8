// Absolute URLs of a tenant's pages: always on its current primary host, so a board reached on an
// old or secondary host never advertises that host to search engines.
import type { FastifyRequest } from 'fastify';
import type { Tenant } from '../http/context.ts';

export function originOf(req: Pick<FastifyRequest, 'protocol'>, tenant: Tenant): string {
  const scheme = req.protocol === 'http' || req.protocol === 'https' ? req.protocol : 'https';
  return `${scheme}://${tenant.primaryHost}`;
}

/** An uploaded file's uri (/files/...) or an absolute URL, as an absolute URL. */
export function absoluteUrl(origin: string, uri: string | null | undefined): string | null {
  if (!uri) return null;
  if (/^https?:\/\//i.test(uri)) return uri;
  return `${origin}${uri.startsWith('/') ? '' : '/'}${uri}`;
}
