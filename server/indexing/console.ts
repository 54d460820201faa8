// The console's Indexing page (docs/indexing.md): the board's keys for both engines and its latest
// notifications. The service account is kept reduced to what sending needs and never answered;
// the IndexNow key is public by design (its file is served at the board's root). Changes audited.
import { randomBytes } from 'node:crypto';
import type { components } from '@generated/schema';
import { recordAudit } from '../users/index.ts';
import { fieldError } from '../errors/errors.ts';
import type { ConsoleEnv } from '../http/console-admin.ts';
import { GOOGLE_DAILY_QUOTA } from './deliver.ts';
import { googleSentSince, latestNotifications } from './notifications-repo.ts';
import { parseServiceAccount } from './service-account.ts';
import { readIndexingKeys, writeIndexingKeys } from './settings-repo.ts';

type S = components['schemas'];

const LATEST = 50;

async function latest(env: ConsoleEnv): Promise<S['IndexingNotification'][]> {
  const rows = await latestNotifications(env.db, env.clientId, LATEST);
  return rows.map((r) => ({
    id: r.id,
    jobId: r.job_id,
    engine: r.engine,
    url: r.url,
    type: r.type,
    status: r.status,
    statusCode: r.status_code,
    answer: r.answer,
    attempts: r.attempts,
    createdAt: r.created_at.toISOString(),
    sentAt: r.sent_at?.toISOString() ?? null,
  }));
}

async function googleSentToday(env: ConsoleEnv, now = new Date()): Promise<number> {
  const startOfDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return googleSentSince(env.db, env.clientId, startOfDay);
}

export async function indexingView(env: ConsoleEnv): Promise<S['AdminIndexing']> {
  const keys = await readIndexingKeys(env.db, env.clientId);
  return {
    google: {
      configured: keys.serviceAccount !== null,
      clientEmail: keys.clientEmail,
      dailyQuota: GOOGLE_DAILY_QUOTA,
      sentToday: await googleSentToday(env),
    },
    indexNow: {
      key: keys.indexNowKey,
      keyLocation: keys.indexNowKey ? `https://${env.tenant.primaryHost}/${keys.indexNowKey}.txt` : null,
    },
    notifications: await latest(env),
  };
}

const audit = (env: ConsoleEnv, action: string, detail: Record<string, unknown> = {}) =>
  recordAudit(env.db, { clientId: env.clientId, actorId: env.admin.id, actingForId: null, action, detail });

export async function setGoogle(env: ConsoleEnv, body: S['IndexingGoogleUpdate']): Promise<S['AdminIndexing']> {
  if (body.serviceAccount === null) {
    await writeIndexingKeys(env.db, env.clientId, { google: null });
    await audit(env, 'indexing.google_removed');
  } else {
    const account = parseServiceAccount(body.serviceAccount);
    // Only what sending needs is kept: no private_key_id, project or client ids.
    const kept = JSON.stringify({
      type: 'service_account',
      client_email: account.clientEmail,
      private_key: account.privateKey,
      ...(account.tokenUri ? { token_uri: account.tokenUri } : {}),
    });
    await writeIndexingKeys(env.db, env.clientId, {
      google: { serviceAccount: kept, clientEmail: account.clientEmail },
    });
    await audit(env, 'indexing.google_set', { clientEmail: account.clientEmail });
  }
  return indexingView(env);
}

export async function setIndexNow(env: ConsoleEnv, body: S['IndexingIndexNowUpdate']): Promise<S['AdminIndexing']> {
  if (body.generate && body.key !== undefined)
    throw fieldError('generate', 'Either generate a key or give one, not both');
  if (!body.generate && body.key === undefined)
    throw fieldError('key', 'Give a key, null to remove it, or generate: true');
  const key = body.generate ? randomBytes(16).toString('hex') : (body.key ?? null);
  await writeIndexingKeys(env.db, env.clientId, { indexNowKey: key });
  await audit(env, key ? 'indexing.indexnow_set' : 'indexing.indexnow_removed');
  return indexingView(env);
}
