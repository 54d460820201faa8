// The payment tasks of the background queue: applying stored webhook events (sent by each
// verified webhook, and every minute in case a send was lost), renewing subscriptions, and the
// sandbox gateway delivering its signed webhook once a payment settles.
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { JobQueue, TaskDefinition } from '../jobs-queue/queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import { renewDue, RENEWAL_TASK } from './subscriptions.ts';
import { tenantById } from '../tenancy/resolve-host.ts';
import { signSandbox, sandboxEvent, SANDBOX_SIGNATURE_HEADER } from './gateways/sandbox.ts';
import { sandboxSigningKey } from './gateways/select.ts';
import { checkoutOutcome } from './sandbox-checkouts-repo.ts';
import { SANDBOX_WEBHOOK_TASK } from './sandbox-pages.ts';
import { PAYMENT_EVENTS_TASK, processPendingEvents, receiveWebhook } from './webhooks.ts';

type Deps = { db: Db; config: Config; secret: Uint8Array; mailer: Mailer };

/** Delivers the sandbox's webhook for a settled checkout, through the same verification as any. */
export async function deliverSandboxWebhook(
  deps: Deps & { jobs: Pick<JobQueue, 'send' | 'ready'> },
  clientId: string,
  checkoutId: string,
) {
  const tenant = await tenantById(deps.db, clientId);
  const row = await checkoutOutcome(deps.db, clientId, checkoutId);
  if (!tenant || !row || (row.state !== 'succeeded' && row.state !== 'failed')) return;
  const body = sandboxEvent(checkoutId, row.order_id, row.state);
  const t = Math.floor(Date.now() / 1000);
  const headers = { [SANDBOX_SIGNATURE_HEADER]: signSandbox(sandboxSigningKey(deps.secret, clientId), body, t) };
  await receiveWebhook(deps, tenant, row.gateway as 'STRIPE' | 'RAZORPAY' | 'PAYPAL', body, headers);
}

export function paymentTasks(deps: Deps, queue: () => Pick<JobQueue, 'send' | 'ready'>): TaskDefinition[] {
  return [
    {
      name: PAYMENT_EVENTS_TASK,
      handle: async (_data, { signal }) => {
        await processPendingEvents(deps.db, { signal });
      },
      cron: '* * * * *',
      expireInSeconds: 600,
      retryLimit: 2,
    },
    {
      // Subscriptions due in their last day, and failed renewals whose retry is due.
      name: RENEWAL_TASK,
      handle: async () => {
        await renewDue(deps);
      },
      cron: '*/5 * * * *',
      expireInSeconds: 600,
      retryLimit: 0,
    },
    {
      name: SANDBOX_WEBHOOK_TASK,
      handle: async (data) => {
        await deliverSandboxWebhook({ ...deps, jobs: queue() }, String(data.clientId), String(data.checkoutId));
      },
      expireInSeconds: 120,
      retryLimit: 3,
    },
  ];
}
