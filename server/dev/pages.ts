// POST /dev/pages: saves and publishes a page of the request's board through the page builder's one
// write path (server/pages/save.ts: block settings checked, HTML sanitised), so development and the
// e2e journey can put a page in place before the editor exists. Never in production.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { AppError } from '../errors/errors.ts';
import { savePage, type PageInput } from '../pages/index.ts';

const schema = {
  body: {
    type: 'object',
    required: ['slug', 'title', 'blocks'],
    additionalProperties: false,
    properties: {
      slug: { type: 'string', maxLength: 120 },
      title: { type: 'string', maxLength: 200 },
      description: { type: 'string', maxLength: 500 },
      blocks: {
        type: 'array',
        maxItems: 50,
        items: {
          type: 'object',
          required: ['type', 'settings'],
          additionalProperties: false,
          properties: {
            type: { type: 'string', maxLength: 40 },
            settings: { type: 'object' },
            isVisible: { type: 'boolean' },
          },
        },
      },
    },
  },
} as const;

export function registerDevPages(app: FastifyInstance, deps: AppDeps): void {
  app.post('/dev/pages', { schema }, async (req, reply) => {
    const tenant = req.ctx?.tenant;
    if (!tenant)
      return reply.status(404).send({ code: 'INVALID_CLIENT', message: 'This site is not registered', data: null });
    try {
      const saved = await savePage(deps.db, tenant.id, req.body as PageInput);
      return { code: 'SUCCESS', message: 'Page published', data: saved };
    } catch (e) {
      if (e instanceof AppError) return reply.status(e.status).send({ code: e.code, message: e.message, data: e.data });
      throw e;
    }
  });
}
