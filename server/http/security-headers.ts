// Security headers on every response, through helmet. The default policy is the strictest one,
// right for JSON, XML and files: nothing may load, nothing may frame it. Responses that are pages
// set their own policy over it (the web app in spa.ts, the API docs, the dev mailbox); the jobs
// widget's script, data and iframe page loosen only what embedding needs (docs/jobs-widget.md).
// Strict-Transport-Security is sent only on requests that arrived over TLS (directly or, with
// TRUST_PROXY, as X-Forwarded-Proto https): on plain http it would be ignored at best, and on a
// developer's localhost it would pin the name to https for a year.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(self), usb=()';
const HSTS = 'max-age=31536000; includeSubDomains';

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', async (req, reply) => {
    void reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (req.protocol === 'https') void reply.header('strict-transport-security', HSTS);
  });
}
