// The jobs widget (jobs-widget/*): the employer's allowed origins, and the widget's data read
// across origins. The data answers only an Origin the company listed, with the CORS and caching
// headers for it; everything else keeps the server's defaults.
import type { FastifyRequest } from 'fastify';
import { tenantOf, userOf, type RequestContext } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { handlers } from '../http/handler.ts';
import { companyOf } from '../employer/index.ts';
import { originOf } from '../http/origin.ts';
import { allowedOrigin } from './origins.ts';
import * as widget from './widget.ts';

const envOf = (req: FastifyRequest, ctx: RequestContext): widget.WidgetEnv => {
  const tenant = tenantOf(ctx);
  return { db: ctx.db, tenant, origin: originOf(req, tenant) };
};

/** Short: a newly published or closed job shows on the company's site within a minute. */
export const DATA_CACHE = 'public, max-age=60';

export const jobsWidgetHandlers = handlers({
  getJobsWidgetSettings: async ({ req, ctx }) => ok(await widget.settingsOf(envOf(req, ctx), companyOf(userOf(ctx)))),
  updateJobsWidgetSettings: async ({ req, body, ctx }) => {
    const user = userOf(ctx);
    const saved = await widget.saveSettings(envOf(req, ctx), { companyId: companyOf(user), userId: user.id }, body);
    return ok(saved, 'Widget settings saved');
  },
  getJobsWidgetJobs: async ({ req, reply, params, query, ctx }) => {
    const env = envOf(req, ctx);
    // Every answer depends on the caller's Origin, refusals included: no cache may mix them up.
    void reply.header('vary', 'Origin');
    const { name, origins } = await widget.companyOrigins(env, params.companyId);
    const origin = allowedOrigin(req.headers.origin, origins);
    if (!origin) throw widget.refusedOrigin();
    void reply
      .header('access-control-allow-origin', origin)
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', DATA_CACHE);
    return ok(await widget.widgetList(env, { id: params.companyId, name }, query));
  },
});
