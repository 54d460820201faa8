// Compression and revalidation of what the server writes per request (JSON, HTML, XML, RSS):
// weak ETags so a browser, crawler or feed reader that already holds a page, feed or sitemap gets
// 304 with no body; then brotli or gzip by the request's Accept-Encoding above 1 kB. Static assets
// are not compressed here: the build writes .br and .gz beside them (spa.ts serves those).
// The ETag is taken from the uncompressed body, before compression, and is weak because the bytes
// differ per encoding while the content is the same.
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';

export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Registration order is hook order: the ETag must see the body before it becomes a stream.
  await app.register(etag, { weak: true });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
}
