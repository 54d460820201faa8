// An S3-compatible store (AWS S3, MinIO, R2 ...) for installations that run several servers or
// keep no local disk. Chosen when S3_BUCKET is set (see storage-for.ts); docs/files-on-s3.md says
// how it is configured and tested (against s3rver, server/test/s3-server.ts).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { FileStorage } from './storage.ts';
import type { S3Settings } from '../config.ts';

/** The client of a store's settings (the tests make their buckets with the same one). */
export function s3ClientConfig(s: S3Settings): S3ClientConfig {
  return {
    region: s.region,
    ...(s.endpoint
      ? {
          endpoint: s.endpoint,
          // On a server of its own (MinIO, R2, Ceph, s3rver) the bucket is named in the path: a
          // bucket as a host name needs a DNS name per bucket, which such servers seldom have.
          forcePathStyle: true,
          // Since 3.729 the SDK adds a CRC32 checksum to every upload and sends a streamed body
          // aws-chunked with the checksum as a trailer, and asks for checksums on every download.
          // A server that does not decode aws-chunked keeps the chunk framing as the file's bytes
          // (s3rver did: 1,000 bytes stored as 1,043) or refuses the upload (R2 did at first). A
          // checksum only where an operation requires one (docs/files-on-s3.md).
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
    ...(s.accessKeyId && s.secretAccessKey
      ? { credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } }
      : {}),
  };
}

export function s3Storage(s: S3Settings): FileStorage {
  const client = new S3Client(s3ClientConfig(s));
  return {
    async put(key, from, mimeType) {
      const { size } = await stat(from);
      await client.send(
        new PutObjectCommand({
          Bucket: s.bucket,
          Key: key,
          Body: createReadStream(from),
          ContentLength: size,
          ContentType: mimeType,
        }),
      );
    },
    async get(key, range) {
      const out = await client
        .send(
          new GetObjectCommand({
            Bucket: s.bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        )
        .catch((e: unknown) => {
          // Only a missing key is a missing file: a missing bucket or refused credentials are the
          // installation's fault, a 500 that is logged, not a 404 on every file.
          if ((e as { name?: string }).name === 'NoSuchKey') return null;
          throw e;
        });
      if (!out) return null;
      const body = out.Body;
      if (!(body instanceof Readable)) throw new Error(`S3 answered ${key} without a readable body`);
      // The caller has already sent Content-Length for the bytes it asked for; a server that
      // answers other bytes (one that ignores Range) must fail the request, not corrupt it.
      const expected = range ? range.end - range.start + 1 : undefined;
      if (expected !== undefined && out.ContentLength !== expected) {
        body.destroy();
        throw new Error(`S3 answered ${out.ContentLength} bytes of ${key} for a range of ${expected}`);
      }
      return body;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: s.bucket, Key: key }));
    },
  };
}
