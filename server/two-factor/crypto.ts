// The secrets of two-factor sign-in at rest: the TOTP secret encrypted (AES-256-GCM, so a stolen
// database copy cannot mint codes), recovery codes and challenges kept only as HMAC digests keyed
// by the app secret, as server/credentials/otp.ts keeps e-mailed codes.
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

const keyOf = (appSecret: Uint8Array) => createHash('sha256').update('two-factor-secret|').update(appSecret).digest();

export function encryptSecret(appSecret: Uint8Array, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(appSecret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function decryptSecret(appSecret: Uint8Array, stored: string): string {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('unreadable two-factor secret');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(appSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

export const digestOf = (appSecret: Uint8Array, purpose: 'recovery' | 'challenge' | 'device', value: string) =>
  createHmac('sha256', appSecret).update(`${purpose}|${value}`).digest('hex');
