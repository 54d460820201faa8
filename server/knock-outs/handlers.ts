// Knock-out questions (knock-outs/*): the job's screening rules for its company, bringing a
// set-aside application back, and the board's notice delay for its admins. Thin: the rules live in
// rules-repo.ts and shared/knock-outs, the rest beside them.
import { consoleAdmin } from '../http/console-admin.ts';
import { reviewerOf } from '../applications/index.ts';
import { tenantOf } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { handlers } from '../http/handler.ts';
import { bringBack } from './bring-back.ts';
import { saveScreening, screeningOfJob } from './rules-repo.ts';
import { knockOutSettings, saveKnockOutSettings } from './settings.ts';

export const knockOutHandlers = handlers({
  getJobScreening: async ({ params, ctx }) => ok(await screeningOfJob(reviewerOf(ctx), params.id)),
  saveJobScreening: async ({ params, body, ctx }) =>
    ok(await saveScreening(reviewerOf(ctx), params.id, body), 'Screening saved'),
  bringBackApplication: async ({ params, ctx }) =>
    ok(await bringBack(reviewerOf(ctx), params.id), 'Application brought back'),
  getKnockOutSettings: async ({ ctx }) => {
    consoleAdmin(ctx);
    return ok(await knockOutSettings(ctx.db, tenantOf(ctx).id));
  },
  updateKnockOutSettings: async ({ body, ctx }) => {
    const admin = consoleAdmin(ctx);
    return ok(await saveKnockOutSettings(ctx.db, tenantOf(ctx).id, admin.id, body), 'Knock-out settings saved');
  },
});
