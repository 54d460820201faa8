// Job alerts (job-alert/*): a candidate's own alerts, a guest's alert with double opt-in, and the
// signed link of alert e-mails. Thin: the rules live in server/job-alerts.
import { systemClock, type Clock } from '../time/clock.ts';
import { userOf } from '../http/context.ts';
import { unauthenticated } from '../errors/errors.ts';
import { ok } from '../http/envelope.ts';
import { handlers, type HandlerMap } from '../http/handler.ts';
import * as alerts from './alerts.ts';
import { candidateOf, envOf } from './owner.ts';
import { UNSUBSCRIBE_MESSAGES, useAlertLink } from './unsubscribe.ts';
import { addressKey, emailKey } from '../rate-limit/rules.ts';

export function makeJobAlertHandlers(opts: { now?: Clock } = {}): HandlerMap {
  const now = opts.now ?? systemClock;
  return handlers({
    createJobAlert: async ({ body, ctx, req }) => {
      const env = envOf(ctx);
      if (ctx.user) {
        const { alert } = await alerts.createAlert(env, candidateOf(ctx), body);
        return ok(alert, 'Job alert created');
      }
      // A token that no longer signs anyone in is an expired session, not a guest.
      if (req.headers.authorization) throw unauthenticated();
      const email = body.email?.trim().toLowerCase();
      if (!email) throw alerts.badEmail();
      const limits = ctx.rateLimits.on(now);
      await limits.alertsPerAddress.take(addressKey(env.tenant.id, req.ip));
      await limits.alertsPerEmail.take(emailKey(env.tenant.id, email));
      const { alert } = await alerts.createAlert(env, { userId: null, email, name: '' }, body);
      return ok(alert, 'Please confirm your job alert: we sent you an e-mail');
    },
    listJobAlerts: async ({ query, ctx }) => ok(await alerts.listAlerts(envOf(ctx), userOf(ctx).id, query)),
    getJobAlert: async ({ params, ctx }) => ok(await alerts.getAlert(envOf(ctx), userOf(ctx).id, params.id)),
    updateJobAlert: async ({ params, body, ctx }) =>
      ok(await alerts.updateAlert(envOf(ctx), userOf(ctx).id, params.id, body), 'Job alert updated'),
    softDeleteJobAlert: async ({ params, ctx }) =>
      ok(await alerts.deleteAlert(envOf(ctx), userOf(ctx).id, params.id), 'Job alert deleted'),
    unsubscribeJobAlertEmail: async ({ body, ctx }) =>
      ok(await useAlertLink(envOf(ctx), body), UNSUBSCRIBE_MESSAGES[body.action ?? 'unsubscribe']),
  });
}

export const jobAlertHandlers = makeJobAlertHandlers();
