// The file store of a configuration: S3-compatible when S3_BUCKET is set, else config.filesDir.
// One store per configuration object, made on first use.
import type { Config } from '../config.ts';
import { s3Storage, type S3Settings } from './s3-storage.ts';
import { diskStorage, type FileStorage } from './storage.ts';

const stores = new WeakMap<Config, FileStorage>();

/** S3 settings from the environment; config.ts should own these (see the files report). */
export function s3SettingsFrom(env: NodeJS.ProcessEnv): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
  };
}

export function storageFor(config: Config): FileStorage {
  let store = stores.get(config);
  if (!store) {
    // Tests always use the disk store, whatever the machine's environment says.
    const s3 = config.env === 'test' ? undefined : s3SettingsFrom(process.env);
    store = s3 ? s3Storage(s3) : diskStorage(config.filesDir);
    stores.set(config, store);
  }
  return store;
}
