// The JSON a push message carries, {title, body, link, kind}, which the service worker
// (public/push-sw.js) shows. A message holds at most 4,078 bytes of plain text after encryption's
// overhead; the body is shortened (and, past that, the link dropped) to stay well within it.
import type { PushInput } from './queue-push.ts';

export const MAX_PAYLOAD_BYTES = 3_800;

export type PushPayload = Pick<PushInput, 'title' | 'body' | 'link' | 'kind'>;

const size = (p: PushPayload) => Buffer.byteLength(JSON.stringify(p));

export function payloadOf(input: PushInput): string {
  const p: PushPayload = { title: input.title.slice(0, 200), body: input.body, link: input.link, kind: input.kind };
  if (p.link && p.link.length > 2048) p.link = null;
  const chars = [...p.body];
  // Each character is at most 4 bytes of UTF-8 and 6 of JSON escaping; cut by the overflow.
  while (size(p) > MAX_PAYLOAD_BYTES && chars.length > 0) {
    const over = size(p) - MAX_PAYLOAD_BYTES;
    chars.length = Math.max(0, chars.length - Math.max(1, Math.ceil(over / 6)) - 1);
    p.body = `${chars.join('')}…`;
  }
  if (size(p) > MAX_PAYLOAD_BYTES) p.link = null;
  return JSON.stringify(p);
}
