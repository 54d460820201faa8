// A local S3-compatible server for the tests: s3rver on a free port of 127.0.0.1, keeping its
// objects in a directory of the run's (removed with the run, global-setup.ts). One per test
// process, started by the first server that keeps its files on S3 (harness.ts, `files: 's3'`);
// each test server gets a bucket of its own, made through the SDK with the store's own client
// settings, so the tests speak to it exactly as the server does.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { inject } from 'vitest';
import type { S3Settings } from '../config.ts';
import { s3ClientConfig } from '../files/s3-storage.ts';

export type LocalS3 = {
  endpoint: string;
  /** Makes a new empty bucket and returns the settings of a store on it. */
  newBucket: () => Promise<S3Settings>;
  close: () => Promise<void>;
};

/** Starts s3rver on a free port, keeping its objects under `directory`. */
export async function startS3Server(directory: string): Promise<LocalS3> {
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's one account; it checks the key id of a signature, not the signature.
  const settings = (bucket: string): S3Settings => ({
    bucket,
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
  const admin = new S3Client(s3ClientConfig(settings('')));
  return {
    endpoint,
    newBucket: async () => {
      const bucket = `files-${randomBytes(6).toString('hex')}`;
      await admin.send(new CreateBucketCommand({ Bucket: bucket }));
      return settings(bucket);
    },
    close: async () => {
      admin.destroy();
      await server.close();
    },
  };
}

let local: Promise<LocalS3> | undefined;

/** The test process's S3 server, started on first use; it lives as long as the process. */
export function localS3(): Promise<LocalS3> {
  local ??= startS3Server(mkdtempSync(join(inject('runDir'), 's3-')));
  return local;
}
