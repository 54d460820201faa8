// GET video-resume/media/{token}: the bytes behind a signed link, one byte range at a time when
// asked (byte-range.ts, the stored files' own), so a player can seek. The headers are those of a
// stored file: the recorded type, no sniffing, a CSP that allows nothing, not for other origins.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Tenant } from '../http/context.ts';
import type { Db } from '../db/database.ts';
import type { Config } from '../config.ts';
import { byteRange, storageFor } from '../files/index.ts';
import { notFound } from '../errors/errors.ts';
import { nameOfKey, readMediaLink } from './link-token.ts';
import { findByName } from './repo.ts';

const GONE = 'This link has expired or the video was removed; open the video again';

type Env = { db: Db; config: Config; secret: Uint8Array; tenant: Tenant };

export async function streamMedia(env: Env, token: string, req: FastifyRequest, reply: FastifyReply) {
  const name = readMediaLink(env.secret, token, env.tenant.id, new Date());
  const row = name ? await findByName(env.db, env.tenant.id, name) : undefined;
  if (!name || !row) throw notFound(GONE);
  const isVideo = nameOfKey(row.video_key) === name;
  const key = isVideo ? row.video_key : (row.poster_key ?? '');
  const type = isVideo ? row.mime_type : (row.poster_mime_type ?? 'application/octet-stream');
  const size = Number(isVideo ? row.size : row.poster_size);
  const part = byteRange(req.headers.range, req.headers['if-range'] !== undefined, size);
  if (part.kind === 'unsatisfiable')
    return reply
      .status(416)
      .header('content-range', `bytes */${size}`)
      .send({ code: 'ERROR', message: 'The requested range is not within the file', data: null });
  const range = part.kind === 'part' ? part.range : undefined;
  const stream = await storageFor(env.config).get(key, range);
  if (!stream) throw notFound(GONE);
  reply
    .header('content-type', type)
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', 'inline')
    .header('cross-origin-resource-policy', 'same-origin')
    .header('cache-control', 'private, max-age=600');
  if (!range) return reply.header('content-length', size).send(stream);
  return reply
    .status(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1)
    .send(stream);
}
