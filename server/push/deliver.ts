// The background task `push.send`: one notification to every web device of its user on its
// tenant that wants its kind. A device the push service reports gone (404, 410) is deleted; any
// other failure is logged and not retried (the notification is still in the notification centre).
// Nothing is sent when the tenant's plan has lost push_notifications.
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../http/context.ts';
import { featureAllowed } from '../tenancy/features.ts';
import { endpointAllowed } from './device-token.ts';
import { boardRow, primaryHostOf } from './board-repo.ts';
import { removeDevice, webTargets } from './devices-repo.ts';
import { payloadOf } from './payload.ts';
import type { PushInput } from './queue-push.ts';
import { sendWebPush, type PushOutcome } from './send-web-push.ts';
import { vapidKeys } from './vapid-keys.ts';
import { errorOf, log } from '../log/logger.ts';

export type PushEnv = { db: Db; config: Config };

/** A day for most kinds; a chat message is stale after an hour, and more urgent. */
const TTL_SECONDS = { chat_message: 3600 } as Partial<Record<PushInput['kind'], number>>;
const DEFAULT_TTL = 86_400;

async function tenantOf(db: Db, clientId: string): Promise<{ tenant: Tenant; subject: string } | null> {
  const client = await boardRow(db, clientId);
  if (!client) return null;
  const host = await primaryHostOf(db, clientId);
  const tenant: Tenant = { ...client, host: host ?? '', primaryHost: host ?? '' };
  return { tenant, subject: host !== undefined ? originOf(host) : '' };
}

/** https://<host>, or '' for a host a push service would refuse as the subject (localhost). */
function originOf(host: string): string {
  try {
    const url = new URL(`https://${host}`);
    return url.hostname === 'localhost' ? '' : url.origin;
  } catch {
    return '';
  }
}

/** The VAPID subject when the tenant has no public host: the public origin if https, else a mailto:. */
function fallbackSubject(config: Config): string {
  const origin = new URL(config.publicOrigin);
  return origin.protocol === 'https:' ? origin.origin : `mailto:push@${origin.hostname}`;
}

export async function deliverPush(env: PushEnv, input: PushInput): Promise<Record<PushOutcome, number>> {
  const counts: Record<PushOutcome, number> = { sent: 0, gone: 0, failed: 0 };
  const { db, config } = env;
  const found = await tenantOf(db, input.clientId);
  if (!found || found.tenant.status !== 'active' || !featureAllowed(found.tenant, 'push_notifications')) return counts;
  const targets = await webTargets(db, input.clientId, input.userId, input.kind);
  if (targets.length === 0) return counts;
  const vapid = await vapidKeys(db);
  const payload = payloadOf(input);
  const production = config.env === 'production';
  await Promise.all(
    targets.map(async (t) => {
      let outcome: PushOutcome;
      if (!endpointAllowed(t.endpoint, production)) outcome = 'gone';
      else
        outcome = await sendWebPush({
          endpoint: t.endpoint,
          keys: t.keys,
          payload,
          vapid,
          subject: found.subject || fallbackSubject(config),
          ttl: TTL_SECONDS[input.kind] ?? DEFAULT_TTL,
          urgency: input.kind === 'chat_message' ? 'high' : 'normal',
        }).catch((e: unknown) => {
          log.error({ err: errorOf(e), clientId: input.clientId }, 'push');
          return 'failed' as const;
        });
      if (outcome === 'gone') await removeDevice(db, input.clientId, t.id);
      counts[outcome] += 1;
    }),
  );
  return counts;
}
