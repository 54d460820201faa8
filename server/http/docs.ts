// The OpenAPI docs UI at /api/docs, from the same bundled contract the routes come from.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

export async function registerDocs(app: FastifyInstance, contract: object): Promise<void> {
  await app.register(swagger, { mode: 'static', specification: { document: contract as never } });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'none', deepLinking: true },
    // Its own policy (hashes of its inline scripts) over the API's, without the https upgrade that
    // would break the docs on a plain-http development server. Swagger UI sets inline styles at
    // run time, which style hashes cannot allow (a hash turns 'unsafe-inline' off), so its
    // style-src is plain 'unsafe-inline'; styles cannot run code.
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace(/\s*upgrade-insecure-requests;?/, '')
        .replace(/style-src [^;]*;/, "style-src 'self' https: 'unsafe-inline';"),
  });
}
