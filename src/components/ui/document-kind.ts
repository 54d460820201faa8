// Which viewer a document preview uses (specification §2): video, PDF, Word (through an online
// viewer) or image, decided by the mime type when the server detected one, else by the extension.
import { t } from '@lingui/core/macro';
import { constants } from '@generated/manifest';

export type DocumentKind = 'video' | 'pdf' | 'word' | 'image' | 'other';

export type DocumentSource = {
  /** Where the file is served from; same-origin paths such as `/files/ab12.pdf` are fine. */
  url: string;
  name?: string | null;
  mimeType?: string | null;
};

const MIME_KINDS: Readonly<Record<string, DocumentKind>> = {
  'video/mp4': 'video',
  'video/webm': 'video',
  'video/avi': 'video',
  'video/x-msvideo': 'video',
  'video/msvideo': 'video',
  'application/pdf': 'pdf',
  'application/msword': 'word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'word',
  'image/jpeg': 'image',
  'image/jpg': 'image',
  'image/png': 'image',
  'image/svg+xml': 'image',
};

const EXTENSION_KINDS: ReadonlyMap<string, DocumentKind> = new Map(
  (Object.entries(constants.documentPreview) as Array<[Exclude<DocumentKind, 'other'>, readonly string[]]>).flatMap(
    ([kind, extensions]) => extensions.map((ext) => [ext, kind] as const),
  ),
);

/** The lower-case extension of a file name or URL path, ignoring any query or hash. */
export function extensionOf(nameOrUrl: string | null | undefined): string {
  const path = (nameOrUrl ?? '').split(/[?#]/)[0] ?? '';
  const last = path.split('/').pop() ?? '';
  const dot = last.lastIndexOf('.');
  return dot > 0 ? last.slice(dot + 1).toLowerCase() : '';
}

export function documentKindOf({ url, name, mimeType }: DocumentSource): DocumentKind {
  const byMime = mimeType ? MIME_KINDS[mimeType.split(';')[0]?.trim().toLowerCase() ?? ''] : undefined;
  if (byMime) return byMime;
  return EXTENSION_KINDS.get(extensionOf(name)) ?? EXTENSION_KINDS.get(extensionOf(url)) ?? 'other';
}

/** The name to show: the given one, else the last segment of the URL. */
export function documentName({ url, name }: DocumentSource): string {
  if (name) return name;
  const last = (url.split(/[?#]/)[0] ?? '').split('/').pop();
  if (!last) return t`Document`;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

export function absoluteUrl(url: string, origin: string = window.location.origin): string {
  return new URL(url, origin).href;
}

/** Microsoft's online viewer fetches the file itself, so it only works for public URLs. */
export function officeViewerUrl(fileUrl: string): string {
  return `https://view.officeapps.live.com/op/embed.aspx?src=${encodeURIComponent(absoluteUrl(fileUrl))}`;
}
