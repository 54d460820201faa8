// Serves the built web app (dist/) from the same origin as the API, so the host that picks the
// tenant is the same for pages, calls and sockets. Unknown API paths keep their JSON 404; any
// other GET that wants HTML gets the app's index.html and the client-side router takes over.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { injectHead, renderPageHead } from '../seo/page-head.ts';

const WRONG_URL = { code: 'ERROR', message: 'Oops!, I guess its a wrong url', data: null };

export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = join(distDir, 'index.html');
  const hasApp = existsSync(indexFile);
  if (hasApp)
    await app.register(fastifyStatic, {
      root: join(distDir, 'assets'),
      prefix: '/assets/',
      immutable: true,
      maxAge: '365d',
      decorateReply: false,
    });
  const indexHtml = hasApp ? readFileSync(indexFile, 'utf8') : '';

  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0] ?? '/';
    const wantsPage =
      req.method === 'GET' && !path.startsWith('/client/') && (req.headers.accept ?? '').includes('text/html');
    if (hasApp && wantsPage) {
      // Public pages carry their own head (title, canonical, JobPosting) for crawlers without JS.
      const head = req.ctx?.tenant ? await renderPageHead(req.ctx, req.url, req) : null;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(head ? injectHead(indexHtml, head) : indexHtml);
    }
    return reply.status(404).send(WRONG_URL);
  });
}
