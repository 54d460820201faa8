// The contact form's spam rules, without any third party (docs/contact-us.md): what the contract
// lets us check is the message itself and who sends it. A message with too many links, or the same
// message again from the same address or e-mail within a day, is kept as spam and not mailed; the
// sender gets the same success either way, so a bot learns nothing. Floods are stopped before
// that by the per-address and per-e-mail limits (429).
import { createHash, createHmac } from 'node:crypto';

/** More links than this in one message marks it as spam. */
export const MAX_LINKS = 2;
export const DUPLICATE_WINDOW_MS = 24 * 60 * 60_000;

export const LIMIT_WINDOW_MS = 60 * 60_000;
/** Messages an hour from one client address on one board. */
export const PER_ADDRESS_PER_HOUR = 5;
/** Messages an hour from one e-mail address on one board. */
export const PER_EMAIL_PER_HOUR = 3;

const LINK = /\b(?:https?:\/\/|www\.)|\[url[=\]]|<a\s/gi;

export function linkCount(...texts: (string | undefined)[]): number {
  return texts.reduce((n, t) => n + (t?.match(LINK)?.length ?? 0), 0);
}

/** The message with case and spacing folded, hashed: the same words count as the same message. */
export function bodyHash(message: string): string {
  return createHash('sha256').update(message.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim()).digest('hex');
}

/** The client address, keyed with the server's secret so the table never holds the address. */
export function addressHash(secret: Uint8Array, ip: string): string {
  return createHmac('sha256', secret).update(`contact-us:${ip}`).digest('hex').slice(0, 32);
}
