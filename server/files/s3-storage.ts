// An S3-compatible store (AWS S3, MinIO, R2 ...) for installations that run several servers or
// keep no local disk. Chosen when S3_BUCKET is set (see storage-for.ts).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FileStorage } from './storage.ts';

export type S3Settings = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
};

export function s3Storage(s: S3Settings): FileStorage {
  const client = new S3Client({
    region: s.region,
    ...(s.endpoint ? { endpoint: s.endpoint, forcePathStyle: true } : {}),
    ...(s.accessKeyId && s.secretAccessKey
      ? { credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } }
      : {}),
  });
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
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: s.bucket, Key: key }));
        return out.Body instanceof Readable ? out.Body : null;
      } catch (e) {
        if ((e as { name?: string }).name === 'NoSuchKey') return null;
        throw e;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: s.bucket, Key: key }));
    },
  };
}
