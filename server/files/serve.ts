// GET /files/:name — a stored upload, only on the host of the tenant that owns it (any other
// tenant, or no tenant, gets 404). The headers make sure an upload can never act as a page of the
// site: the stored detected type, no sniffing, a sandboxing CSP that allows nothing, downloads for
// anything but images and PDFs, and no embedding by other origins. `?w=N` asks for a picture's
// display copy at (at least) N px wide, in WebP when the browser accepts it (image-variant.ts).
// A stored file is also sent a part at a time (a Range header, byte-range.ts): the store reads
// only that part (from S3, a ranged GET). Showing a document or a resume in the browser is the
// plan's resume_preview: without it they are sent as downloads (pictures always show in place).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Tenant } from '../http/context.ts';
import { badRequest, notFound } from '../errors/errors.ts';
import { servedInline } from './accepted-types.ts';
import { byteRange } from './byte-range.ts';
import { findTenantFile, type FileRow } from './files-repo.ts';
import { acceptsWebp, imageVariant, isScalable, MAX_VARIANT_WIDTH, variantWidth } from './image-variant.ts';
import { storageFor } from './storage-for.ts';
import { featureAllowed } from '../tenancy/features.ts';

const STORED_NAME = /^[0-9a-f]{32}\.[a-z]{2,5}$/;

/** A Content-Disposition value with the original name, safe for any characters in it. */
function disposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Uploads that are documents rather than pictures of a page: what a preview shows. */
const PREVIEWED = new Set(['document', 'resume']);

/**
 * Whether the browser may show the file in place: a picture always (logos, photos, avatars are
 * parts of pages); a PDF document or resume only on a plan with resume_preview, else the browser
 * is told to save it (Content-Disposition: attachment), which a document viewer cannot show.
 */
function shownInPlace(tenant: Tenant, row: Pick<FileRow, 'mime_type' | 'purpose'>): boolean {
  if (!servedInline(row.mime_type)) return false;
  return !PREVIEWED.has(row.purpose) || featureAllowed(tenant, 'resume_preview');
}

/** The `w` query parameter: absent, or a whole number of pixels from 1 to the widest copy. */
function requestedWidth(query: unknown): number | null {
  const raw = (query as Record<string, unknown> | undefined)?.w;
  if (raw === undefined) return null;
  const w = typeof raw === 'string' && /^\d{1,5}$/.test(raw) ? Number(raw) : NaN;
  if (!(w >= 1 && w <= MAX_VARIANT_WIDTH)) {
    const message = `must be a whole number of pixels from 1 to ${MAX_VARIANT_WIDTH}`;
    throw badRequest(`w ${message}`, { fields: [{ field: 'querystring.w', message }] });
  }
  return variantWidth(w);
}

export async function serveFile(req: FastifyRequest<{ Params: { name: string } }>, reply: FastifyReply) {
  const { name } = req.params;
  const { tenant, db, config } = req.ctx;
  const width = requestedWidth(req.query);
  if (!tenant || !STORED_NAME.test(name)) throw notFound('No such file');
  const row = await findTenantFile(db, tenant.id, name);
  const storage = storageFor(config);
  if (row && width !== null && isScalable(row.mime_type)) {
    const webp = acceptsWebp(req.headers.accept);
    const variant = await imageVariant(row.storage_key, () => storage.get(row.storage_key), row.mime_type, width, webp);
    // The answer differs by Accept, so a shared cache must keep one per Accept.
    reply.header('vary', 'accept');
    if (variant)
      return inert(reply, variant.type, variant.body.length, renamed(row.name, variant.type), true).send(variant.body);
  }
  if (!row) throw notFound('No such file');
  const part = byteRange(req.headers.range, req.headers['if-range'] !== undefined, row.size);
  if (part.kind === 'unsatisfiable')
    return reply
      .status(416)
      .header('content-range', `bytes */${row.size}`)
      .send({ code: 'ERROR', message: 'The requested range is not within the file', data: null });
  const range = part.kind === 'part' ? part.range : undefined;
  const stream = await storage.get(row.storage_key, range);
  if (!stream) throw notFound('No such file');
  inert(reply, row.mime_type, row.size, row.name, shownInPlace(tenant, row)).header('accept-ranges', 'bytes');
  if (!range) return reply.send(stream);
  return reply
    .status(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${row.size}`)
    .header('content-length', range.end - range.start + 1)
    .send(stream);
}

/** A copy's file name, for "save image as": the stored name with the copy's extension. */
function renamed(name: string, type: string): string {
  return type === 'image/webp' ? `${name.replace(/\.[A-Za-z0-9]{1,5}$/, '')}.webp` : name;
}

/** The headers that keep a served file from acting as a page of the site. */
function inert(reply: FastifyReply, type: string, size: number, name: string, inPlace: boolean): FastifyReply {
  return reply
    .header('content-type', type)
    .header('content-length', size)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox; frame-ancestors 'self'")
    .header('content-disposition', disposition(inPlace ? 'inline' : 'attachment', name))
    .header('cross-origin-resource-policy', 'same-origin')
    .header('cache-control', 'private, max-age=86400');
}
