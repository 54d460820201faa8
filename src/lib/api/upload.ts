// File uploads with progress. fetch cannot report upload progress, so uploads go through
// XMLHttpRequest with the same headers, origin and failure handling as every other call
// (http.ts), and reject with the same ApiError.
import { t } from '@lingui/core/macro';
import { apiUrl, failureOf, networkFailure, requestHeaders } from './http.ts';

export type UploadOptions = {
  /** Form fields sent beside the file, e.g. `{ purpose: 'resume' }`. */
  fields?: Record<string, string>;
  /** Called with 0–100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Request options such as `SILENT`; only their headers are used. */
  request?: RequestInit;
  /** POST unless the operation replaces a file in place (PUT, e.g. the profile picture). */
  method?: 'POST' | 'PUT';
};

function parse(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return text;
  }
}

/** Sends `file` as multipart/form-data field `file` to an API path; resolves with the JSON answer. */
export function uploadWithProgress<T>(url: string, file: Blob, options: UploadOptions = {}): Promise<T> {
  const { fields = {}, onProgress, signal, request, method = 'POST' } = options;
  const { headers, silent } = requestHeaders(request?.headers);
  // The browser sets the multipart boundary itself.
  headers.delete('Content-Type');
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('file', file, file instanceof File ? file.name : 'file');

  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, apiUrl(url).toString());
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const payload = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve(payload as T);
      } else reject(failureOf(xhr.status, payload, silent));
    };
    xhr.onerror = () => reject(networkFailure(new Error(t`Upload failed`), silent, false));
    xhr.onabort = () => reject(networkFailure(new Error(t`Upload cancelled`), silent, true));
    if (signal) {
      if (signal.aborted) return xhr.abort();
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    onProgress?.(0);
    xhr.send(body);
  });
}
