// The board's redirect rules applied to pages (docs/redirects.md): the page server
// (server/page-serving/spa.ts) asks this before it answers the app, so an old address gets a real 301 or
// 302 with Location, the visit's query kept. API calls, assets and feeds never reach it.
import type { FastifyRequest } from 'fastify';
import { decodePath, withQuery } from './paths.ts';
import { findRedirect } from './redirects-repo.ts';

export type ServedRedirect = { location: string; statusCode: 301 | 302 };

export async function servedRedirect(req: FastifyRequest): Promise<ServedRedirect | null> {
  const tenant = req.ctx?.tenant;
  if (!tenant) return null;
  const at = req.url.indexOf('?');
  const rawPath = at === -1 ? req.url : req.url.slice(0, at);
  const path = decodePath(rawPath);
  if (path === null) return null;
  const rule = await findRedirect(req.ctx.db, tenant.id, path);
  if (!rule) return null;
  return { location: withQuery(rule.to, at === -1 ? '' : req.url.slice(at + 1)), statusCode: rule.statusCode };
}
