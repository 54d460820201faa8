// The two engines' calls, each answering what the ledger records: the HTTP status (0 when no
// answer came) and the answer's text. Google's Indexing API through its official client, signed
// in as the board's service account (google-auth-library's JWT); IndexNow with one POST.
// Where they go: Google's and IndexNow's own endpoints, or GOOGLE_INDEXING_ROOT_URL and
// INDEXNOW_ENDPOINT (read on each use, like LINKEDIN_ISSUER: tests run their own servers).
import { indexing } from '@googleapis/indexing';
import { JWT } from 'google-auth-library';
import type { IndexingType } from '../db/tables-indexing.ts';
import { GOOGLE_TOKEN_URL, tokenUrlOf, type ServiceAccount } from './service-account.ts';

export type EngineAnswer = { statusCode: number; answer: string };

const GOOGLE_ROOT_URL = 'https://indexing.googleapis.com/';
const INDEXNOW_ENDPOINT = 'https://api.indexnow.org/indexnow';
const SCOPE = 'https://www.googleapis.com/auth/indexing';
const TIMEOUT_MS = 15_000;
const ANSWER_MAX = 500;

const clip = (text: string) => (text.length > ANSWER_MAX ? `${text.slice(0, ANSWER_MAX)}…` : text);

function textOf(data: unknown): string {
  if (data === undefined || data === null || data === '') return '';
  return clip(typeof data === 'string' ? data : JSON.stringify(data));
}

type HttpFailure = { status?: unknown; response?: { status?: unknown; data?: unknown }; message?: unknown };

/** An error of gaxios (or gtoken) as status and text; no status means no answer came. */
function failureOf(error: unknown): EngineAnswer {
  const e = (error && typeof error === 'object' ? error : {}) as HttpFailure;
  const status =
    typeof e.response?.status === 'number' ? e.response.status : typeof e.status === 'number' ? e.status : 0;
  const data = textOf(e.response?.data);
  return { statusCode: status, answer: data || clip(String(e.message ?? error)) };
}

export async function notifyGoogle(
  account: ServiceAccount,
  url: string,
  type: IndexingType,
  production: boolean,
): Promise<EngineAnswer> {
  const auth = new JWT({ email: account.clientEmail, key: account.privateKey, scopes: [SCOPE] });
  // gtoken asks Google's token URL, fixed in its code: a key file's own token_uri is honoured by
  // rewriting that one request on the client's transporter (see tokenUrlOf for what is trusted).
  const tokenUrl = tokenUrlOf(account, production);
  if (tokenUrl !== GOOGLE_TOKEN_URL)
    auth.transporter.interceptors.request.add({
      resolved: async (config) =>
        String(config.url) === GOOGLE_TOKEN_URL ? { ...config, url: new URL(tokenUrl) } : config,
    });
  const api = indexing({ version: 'v3', auth, rootUrl: process.env.GOOGLE_INDEXING_ROOT_URL || GOOGLE_ROOT_URL });
  try {
    const res = await api.urlNotifications.publish(
      { requestBody: { url, type } },
      { retry: false, timeout: TIMEOUT_MS },
    );
    return { statusCode: res.status, answer: textOf(res.data) };
  } catch (error) {
    return failureOf(error);
  }
}

export async function notifyIndexNow(host: string, key: string, url: string): Promise<EngineAnswer> {
  try {
    const res = await fetch(process.env.INDEXNOW_ENDPOINT || INDEXNOW_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ host, key, keyLocation: `https://${host}/${key}.txt`, urlList: [url] }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return { statusCode: res.status, answer: clip(await res.text().catch(() => '')) };
  } catch (error) {
    return { statusCode: 0, answer: clip(error instanceof Error ? error.message : String(error)) };
  }
}
