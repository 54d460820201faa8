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
    // would break the docs on a plain-http development server.
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
