// The file store of a configuration: S3-compatible when config.s3 is set, else config.filesDir.
// One store per configuration object, made on first use.
import type { Config } from '../config.ts';
import { s3Storage } from './s3-storage.ts';
import { diskStorage, type FileStorage } from './storage.ts';

const stores = new WeakMap<Config, FileStorage>();

export function storageFor(config: Config): FileStorage {
  let store = stores.get(config);
  if (!store) {
    store = config.s3 ? s3Storage(config.s3) : diskStorage(config.filesDir);
    stores.set(config, store);
  }
  return store;
}
