// A Google service account's key file, as the admin pastes it: checked for what the Indexing API
// needs (type service_account, client_email, private_key) and reduced to those and token_uri.
import { createPrivateKey } from 'node:crypto';
import { fieldError } from '../errors/errors.ts';

export type ServiceAccount = { clientEmail: string; privateKey: string; tokenUri: string | null };

export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';

const FIELD = 'serviceAccount';
const EMAIL = /^[^\s@]{1,200}@[^\s@]{1,200}$/;

const refuse = (why: string) => fieldError(FIELD, `The service account's ${why}`);

function objectOf(text: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw refuse('key file is not JSON; paste the whole file');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw refuse('key file must be a JSON object');
  return parsed as Record<string, unknown>;
}

/** The service account of a key file, or 400 naming the field and what is wrong. */
export function parseServiceAccount(text: string): ServiceAccount {
  const o = objectOf(text);
  if (o.type !== 'service_account') throw refuse('type must be "service_account"');
  const clientEmail = o.client_email;
  if (typeof clientEmail !== 'string' || !EMAIL.test(clientEmail))
    throw refuse('client_email is missing or not an e-mail address');
  const privateKey = o.private_key;
  if (typeof privateKey !== 'string' || !privateKey.includes('PRIVATE KEY')) throw refuse('private_key is missing');
  try {
    createPrivateKey(privateKey);
  } catch {
    throw refuse('private_key is not a readable PEM private key');
  }
  const tokenUri = o.token_uri;
  if (tokenUri !== undefined && (typeof tokenUri !== 'string' || !/^https?:\/\/[^\s]+$/.test(tokenUri)))
    throw refuse('token_uri must be an http(s) URL');
  return { clientEmail, privateKey, tokenUri: typeof tokenUri === 'string' ? tokenUri : null };
}

/**
 * Where the token is asked for. In production only Google's own endpoints are trusted: a key
 * file naming another token_uri would make the server post a signed assertion anywhere (SSRF).
 * Elsewhere (tests, a local setup) the file's token_uri is followed.
 */
export function tokenUrlOf(account: ServiceAccount, production: boolean): string {
  const uri = account.tokenUri;
  if (!uri) return GOOGLE_TOKEN_URL;
  if (!production) return uri;
  try {
    const u = new URL(uri);
    return u.protocol === 'https:' && (u.hostname === 'googleapis.com' || u.hostname.endsWith('.googleapis.com'))
      ? uri
      : GOOGLE_TOKEN_URL;
  } catch {
    return GOOGLE_TOKEN_URL;
  }
}
