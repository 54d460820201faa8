// Documents the API answers as bytes (a PDF, a zip) instead of the JSON envelope. The generated
// calls hand back the body only, and a document also needs its headers (the file name from
// Content-Disposition, headers such as X-Resume-Uri), so this asks with the seam's own headers,
// origin and failure handling (http.ts); its errors are the same ApiError.
import { apiUrl, failureOf, networkFailure, requestHeaders } from './http.ts';

export type FetchedDocument = {
  blob: Blob;
  /** The name the server gave the attachment, when it named one. */
  fileName: string | null;
  headers: Headers;
};

/** `attachment; filename="Priya_Sharma_Resume.pdf"` (or RFC 5987's filename*=) → the name. */
export function attachmentName(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
  const name = (plain?.[2] ?? plain?.[1] ?? '').trim();
  return name || null;
}

async function failurePayload(res: Response): Promise<unknown> {
  const type = res.headers.get('content-type') ?? '';
  try {
    return type.includes('application/json') ? await res.json() : await res.text();
  } catch {
    return null;
  }
}

/** GETs (or sends `init`) an API path that answers a document; rejects with ApiError like `http`. */
export async function fetchDocument(url: string, init: RequestInit = {}): Promise<FetchedDocument> {
  const { headers, silent } = requestHeaders(init.headers);
  let res: Response;
  try {
    res = await fetch(apiUrl(url), { ...init, headers });
  } catch (cause) {
    throw networkFailure(cause, silent, Boolean(init.signal?.aborted));
  }
  if (!res.ok) throw failureOf(res.status, await failurePayload(res), silent);
  return {
    blob: await res.blob(),
    fileName: attachmentName(res.headers.get('content-disposition')),
    headers: res.headers,
  };
}
