// The widget's plain routes on every board's host: the script (/widget/jobs.js), which any site
// may load (its data is what is guarded), and the iframe's page (/widget/jobs/{companyId}), whose
// frame-ancestors names the company's listed origins. Both override only the headers they need
// (cross-origin loading, framing); every other response keeps the server's defaults.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { originOf } from '../http/origin.ts';
import { framePage, framePolicy } from './frame-page.ts';
import { DATA_CACHE } from './handlers.ts';
import { widgetScript } from './script-source.ts';
import * as widget from './widget.ts';

/** A day, then revalidated by its ETag: the path stays the same for every snippet ever pasted. */
export const SCRIPT_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

const CATEGORY = /^[A-Za-z0-9-]{1,120}$/;
const PLACE = /^[\p{L}\p{N}][\p{L}\p{N} .,'’()-]{0,79}$/u;
const LIMIT = /^(?:[1-9]|[1-4][0-9]|50)$/;

const plain = (reply: FastifyReply, status: number, text: string) =>
  reply.status(status).type('text/plain; charset=utf-8').send(text);

type FrameQuery = Record<string, string | string[] | undefined>;

/** The iframe URL's filters, as the data call's contract checks them; null when one is malformed. */
function frameFilters(q: FrameQuery): widget.WidgetQuery | null {
  const one = (k: string) => (typeof q[k] === 'string' ? q[k] : undefined);
  const [category, place, limit] = [one('category'), one('place'), one('limit')];
  if (category !== undefined && !CATEGORY.test(category)) return null;
  if (place !== undefined && !PLACE.test(place)) return null;
  if (limit !== undefined && !LIMIT.test(limit)) return null;
  return { ...(category && { category }), ...(place && { place }), ...(limit && { limit: Number(limit) }) };
}

export function registerJobsWidget(app: FastifyInstance, deps: AppDeps): void {
  app.get('/widget/jobs.js', async (req, reply) => {
    if (!req.ctx.tenant) return plain(reply, 404, 'Not found');
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', SCRIPT_CACHE)
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(widgetScript());
  });

  app.get<{ Params: { companyId: string }; Querystring: FrameQuery }>(
    '/widget/jobs/:companyId',
    async (req: FastifyRequest<{ Params: { companyId: string }; Querystring: FrameQuery }>, reply) => {
      const tenant = req.ctx.tenant;
      if (!tenant || tenant.status !== 'active') return plain(reply, 404, 'Not found');
      const filters = frameFilters(req.query);
      if (!filters) return plain(reply, 400, 'The category, place or limit is malformed');
      const env = { db: deps.db, tenant, origin: originOf(req, tenant) };
      const company = await widget.findCompany(env, req.params.companyId);
      if (!company) return plain(reply, 404, 'Not found');
      const list = await widget.widgetList(env, { id: req.params.companyId, name: company.name }, filters);
      const { html, styleHash } = framePage(list);
      reply.removeHeader('x-frame-options');
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', framePolicy(company.origins, styleHash))
        .header('cache-control', DATA_CACHE)
        .send(html);
    },
  );
}
