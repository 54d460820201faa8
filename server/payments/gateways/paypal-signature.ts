// PayPal's webhook signature, verified offline: PayPal signs
// `transmissionId|transmissionTime|webhookId|crc32(rawBody)` with RSA-SHA256 and names the
// certificate of the signing key by URL. The URL comes from the request, so it is only fetched
// from PayPal's own hosts over https (TLS to api.paypal.com is what vouches for the certificate);
// anywhere else would let a forger sign with a key of their own.
import { X509Certificate, verify } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { WebhookRefused } from './gateway.ts';

const STALE_AFTER_MS = 300_000;
const PRODUCTION_CERT_HOSTS = new Set(['api.paypal.com', 'api.sandbox.paypal.com']);
const MAX_CACHED = 32;
const FETCH_TIMEOUT_MS = 5_000;

/** Which certificate URLs may be fetched: PayPal's hosts over https, or the one test endpoint. */
export function certUrlAllowed(endpointBaseUrl: string | undefined): (url: URL) => boolean {
  if (endpointBaseUrl) {
    const endpoint = new URL(endpointBaseUrl);
    return (url) => url.protocol === endpoint.protocol && url.host === endpoint.host;
  }
  return (url) => url.protocol === 'https:' && url.port === '' && PRODUCTION_CERT_HOSTS.has(url.hostname);
}

/**
 * Certificates by URL. A certificate at a PayPal cert URL never changes, so the process keeps a
 * few (bounded; a failed fetch is not kept) instead of fetching one per delivery.
 */
const certificates = new Map<string, Promise<X509Certificate>>();

function certificate(url: URL): Promise<X509Certificate> {
  const key = url.href;
  const cached = certificates.get(key);
  if (cached) return cached;
  const pending = fetch(url, { redirect: 'error', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
    .then(async (response) => {
      if (!response.ok) throw new Error(`certificate ${key}: HTTP ${response.status}`);
      return new X509Certificate(await response.text());
    })
    .catch((error: unknown) => {
      certificates.delete(key);
      throw error;
    });
  if (certificates.size >= MAX_CACHED) {
    const oldest = certificates.keys().next().value;
    if (oldest !== undefined) certificates.delete(oldest);
  }
  certificates.set(key, pending);
  return pending;
}

export type PaypalSignatureInput = {
  rawBody: Buffer;
  headers: Readonly<Record<string, string | undefined>>;
  webhookId: string;
  now: Date;
  allowed: (url: URL) => boolean;
};

/** Resolves when PayPal signed this body for this webhook recently; throws `WebhookRefused` otherwise. */
export async function verifyPaypalSignature({ rawBody, headers, webhookId, now, allowed }: PaypalSignatureInput) {
  const transmissionId = headers['paypal-transmission-id'];
  const transmissionTime = headers['paypal-transmission-time'];
  const signature = headers['paypal-transmission-sig'];
  const certUrl = headers['paypal-cert-url'];
  const algorithm = headers['paypal-auth-algo'];
  if (!transmissionId || !transmissionTime || !signature || !certUrl || algorithm !== 'SHA256withRSA') {
    throw new WebhookRefused('bad_signature');
  }
  let url: URL;
  try {
    url = new URL(certUrl);
  } catch {
    throw new WebhookRefused('bad_signature');
  }
  if (!allowed(url)) throw new WebhookRefused('bad_signature');
  const sentAt = Date.parse(transmissionTime);
  if (Number.isNaN(sentAt)) throw new WebhookRefused('bad_signature');
  // Checked before the certificate is fetched: an old delivery costs us no request.
  if (now.getTime() - sentAt > STALE_AFTER_MS) throw new WebhookRefused('stale');

  let cert: X509Certificate;
  try {
    cert = await certificate(url);
  } catch {
    throw new WebhookRefused('bad_signature');
  }
  if (now < new Date(cert.validFrom) || now > new Date(cert.validTo)) throw new WebhookRefused('bad_signature');
  const message = `${transmissionId}|${transmissionTime}|${webhookId}|${crc32(rawBody) >>> 0}`;
  let valid = false;
  try {
    valid = verify('sha256', Buffer.from(message), cert.publicKey, Buffer.from(signature, 'base64'));
  } catch {
    // A certificate of a key type that cannot verify this is a bad signature, not a crash.
  }
  if (!valid) throw new WebhookRefused('bad_signature');
}
