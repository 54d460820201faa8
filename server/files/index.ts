// The files domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/files/ is its own.
export { ACCEPTED, MAX_UPLOAD_BYTES, extensionFor } from './accepted-types.ts';
export { byteRange } from './byte-range.ts';
export { detectMimeType } from './detect.ts';
export { findTenantFile, insertFile } from './files-repo.ts';
export { fileHandlers } from './handlers.ts';
export { receivedFile } from './multipart.ts';
export { registerFiles } from './plugin.ts';
export { storageFor } from './storage-for.ts';
export type { FileStorage } from './storage.ts';
export { storeBytes } from './store-bytes.ts';
export { fileUri, storeUpload } from './uploads.ts';
