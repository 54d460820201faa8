// The checks an XML feed file passes before it is sent: files/upload takes at most 25 MB and
// detects the type from the content, so this only catches the obvious mistakes early.
import { t } from '@lingui/core/macro';
import { constants } from '@generated/manifest';

export const FEED_ACCEPT = '.xml,application/xml,text/xml';
export const MAX_FEED_BYTES = constants.upload.maxBytes;

export function feedFileProblem(file: File): string | null {
  const xmlName = /\.xml$/i.test(file.name);
  const xmlType = /xml/i.test(file.type);
  if (!xmlName && !xmlType) return t`This is not an XML file. Please choose the feed’s .xml file.`;
  if (file.size > MAX_FEED_BYTES) return t`This file is larger than 25 MB. Please split the feed or use a feed URL.`;
  if (file.size === 0) return t`This file is empty. Please choose the feed’s .xml file.`;
  return null;
}

/** A feed URL the server will read: http or https, with a host. */
export function feedUrlProblem(value: string): string | null {
  const text = value.trim();
  if (!text) return t`Enter the address of the XML feed.`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return t`Enter a full address, starting with https://`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return t`The address must start with http:// or https://`;
  if (!url.hostname) return t`Enter a full address, starting with https://`;
  return null;
}

export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return t`${Math.round(bytes / 1024)} KB`;
  return t`${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
