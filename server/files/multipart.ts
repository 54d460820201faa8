// Receiving multipart/form-data for the contract's upload operations. Each file part is streamed
// to a temporary file (never held in memory), stopping with 413 past MAX_UPLOAD_BYTES; the request
// body becomes the plain fields plus, for each file field, the file's original name — a string, as
// the contract's `format: binary` schema expects — so the contract validates the body as for any
// other call. Handlers take the received file itself with `receivedFile(req)`.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest, unauthenticated } from '../errors/errors.ts';
import { MAX_UPLOAD_BYTES } from './accepted-types.ts';

export type ReceivedFile = {
  /** The name the client gave the file, cleaned for display. */
  name: string;
  /** The temporary file holding the bytes; moved away by the handler or removed after the reply. */
  path: string;
  size: number;
};

const received = new WeakMap<FastifyRequest, Map<string, ReceivedFile>>();

export const fileTooLarge = () => new AppError(413, 'ERROR', 'The file is larger than 25 MB');

/** Busboy's limits: one file up to the maximum, and a few short fields. */
export const MULTIPART_LIMITS = { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024 };

export function receivedFile(req: FastifyRequest, field = 'file'): ReceivedFile | undefined {
  return received.get(req)?.get(field);
}

/** A display name without path parts or control characters. */
function cleanName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const name = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (name || 'upload').slice(0, 255);
}

export type MultipartOptions = {
  /**
   * The operations that take a multipart body, and whether only from a signed-in caller. A form
   * sent to any other route is not read: the contract's body check refuses it there.
   */
  operations: ReadonlyMap<string, { secured: boolean }>;
  /** Where upload parts are written until a handler stores them. */
  incomingDir: string;
};

export function makeMultipartReceiver(opts: MultipartOptions) {
  return async function receiveMultipart(req: FastifyRequest): Promise<void> {
    if (!req.isMultipart()) return;
    const operationId = (req.routeOptions.config as { operationId?: string }).operationId;
    const operation = operationId ? opts.operations.get(operationId) : undefined;
    if (!operation) return;
    // Refuse an anonymous caller before accepting megabytes from it; the guard would only say so later.
    if (operation.secured && !req.ctx.user) throw unauthenticated();
    const dir = opts.incomingDir;
    await mkdir(dir, { recursive: true });
    const files = new Map<string, ReceivedFile>();
    received.set(req, files);
    const body: Record<string, unknown> = {};
    try {
      for await (const part of req.parts()) {
        if (part.type === 'field') {
          body[part.fieldname] = part.value;
          continue;
        }
        const path = join(dir, randomUUID());
        files.set(part.fieldname, { name: cleanName(part.filename), path, size: 0 });
        await pipeline(part.file, createWriteStream(path));
        if (part.file.truncated) throw fileTooLarge();
        files.set(part.fieldname, { name: cleanName(part.filename), path, size: part.file.bytesRead });
        body[part.fieldname] = cleanName(part.filename);
      }
    } catch (e) {
      if (e instanceof AppError) throw e;
      const { code } = e as { code?: string };
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
      // Too many files, fields or parts, a malformed or cut-off body: the request is wrong, not too big.
      throw badRequest('The upload could not be read; send one file with the fields file and purpose');
    }
    req.body = body;
  };
}

/** Removes temporary files a handler did not move into storage. */
export async function cleanReceived(req: FastifyRequest): Promise<void> {
  const files = received.get(req);
  if (!files) return;
  received.delete(req);
  await Promise.all([...files.values()].map((f) => rm(f.path, { force: true })));
}
