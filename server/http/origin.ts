// Absolute URLs of a tenant's pages: always on its current primary host, so a board reached on an
// old or secondary host never advertises that host to search engines.
import type { FastifyRequest } from 'fastify';
import type { Tenant } from './context.ts';

export type OriginRequest = Pick<FastifyRequest, 'protocol'> & { headers: { host?: string | undefined } };

/**
 * The tenant's origin as seen by this request. Hosts are stored without a port, so a board served
 * on a port of its own (a developer's machine, the end-to-end tests) keeps the port it was reached
 * on; otherwise every sitemap, feed and canonical link would point at port 80 and lead nowhere.
 */
export function originOf(req: OriginRequest, tenant: Tenant): string {
  const scheme = req.protocol === 'http' || req.protocol === 'https' ? req.protocol : 'https';
  const port = /:(\d{1,5})$/.exec(req.headers.host ?? '')?.[1];
  const standard = port === (scheme === 'http' ? '80' : '443');
  return `${scheme}://${tenant.primaryHost}${port && !standard ? `:${port}` : ''}`;
}

/** An uploaded file's uri (/files/...) or an absolute URL, as an absolute URL. */
export function absoluteUrl(origin: string, uri: string | null | undefined): string | null {
  if (!uri) return null;
  if (/^https?:\/\//i.test(uri)) return uri;
  return `${origin}${uri.startsWith('/') ? '' : '/'}${uri}`;
}
