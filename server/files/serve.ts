// GET /files/:name — a stored upload, only on the host of the tenant that owns it (any other
// tenant, or no tenant, gets 404). The headers make sure an upload can never act as a page of the
// site: the stored detected type, no sniffing, a sandboxing CSP that allows nothing, downloads for
// anything but images and PDFs, and no embedding by other origins.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../http/errors.ts';
import { servedInline } from './accepted-types.ts';
import { findTenantFile } from './files-repo.ts';
import { storageFor } from './storage-for.ts';

const STORED_NAME = /^[0-9a-f]{32}\.[a-z]{2,5}$/;

/** A Content-Disposition value with the original name, safe for any characters in it. */
function disposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export async function serveFile(req: FastifyRequest<{ Params: { name: string } }>, reply: FastifyReply) {
  const { name } = req.params;
  const { tenant, db, config } = req.ctx;
  if (!tenant || !STORED_NAME.test(name)) throw notFound('No such file');
  const row = await findTenantFile(db, tenant.id, name);
  const stream = row ? await storageFor(config).get(row.storage_key) : null;
  if (!row || !stream) throw notFound('No such file');
  return reply
    .header('content-type', row.mime_type)
    .header('content-length', row.size)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox; frame-ancestors 'self'")
    .header('content-disposition', disposition(servedInline(row.mime_type) ? 'inline' : 'attachment', row.name))
    .header('cross-origin-resource-policy', 'same-origin')
    .header('cache-control', 'private, max-age=86400')
    .send(stream);
}
