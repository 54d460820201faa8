// Interview scheduling (interviews/*): the employer's side for an application of their company,
// the candidate's for their own applications; cancelling and the .ics for both. Thin: the rules
// live beside it (propose.ts, pick.ts, cancel.ts), who may see what in repo.ts.
import { applicantOf, reviewerOf } from '../applications/index.ts';
import { requestLocale } from '../board-settings/index.ts';
import { tenantOf, userOf, type RequestContext } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { handlers } from '../http/handler.ts';
import { translatorFor } from '../i18n/translator.ts';
import { calendarFile } from './calendar-file.ts';
import { cancel, type Canceller } from './cancel.ts';
import { envOf } from './env.ts';
import { pick } from './pick.ts';
import { companyApplication, propose, reschedule } from './propose.ts';
import { interviewsOfApplication, interviewsOfCandidate } from './repo.ts';
import { interviewView } from './views.ts';

/** The caller as one side of an interview: the reviewer's company, or the candidate themselves. */
function cancellerOf(ctx: RequestContext): Canceller {
  if (userOf(ctx).role === 'candidate') {
    const a = applicantOf(ctx);
    return { side: { kind: 'candidate', userId: a.userId }, clientId: a.clientId, userId: a.userId, name: a.name };
  }
  const r = reviewerOf(ctx);
  return { side: { kind: 'employer', companyId: r.companyId }, clientId: r.clientId, userId: r.userId, name: r.name };
}

export const interviewHandlers = handlers({
  listApplicationInterviews: async ({ params, ctx }) => {
    const r = reviewerOf(ctx);
    await companyApplication(r, params.id);
    const rows = await interviewsOfApplication(ctx.db, r.clientId, r.companyId, params.id);
    return ok(rows.map(interviewView));
  },
  proposeInterview: async ({ params, body, ctx }) =>
    ok(await propose(envOf(ctx), reviewerOf(ctx), params.id, body), 'Interview times sent to the candidate'),
  listMyInterviews: async ({ ctx }) => {
    const a = applicantOf(ctx);
    return ok((await interviewsOfCandidate(ctx.db, a.clientId, a.userId)).map(interviewView));
  },
  pickInterviewSlot: async ({ params, body, ctx }) =>
    ok(await pick(envOf(ctx), applicantOf(ctx), params.id, body), 'Interview booked'),
  rescheduleInterview: async ({ params, body, ctx }) =>
    ok(await reschedule(envOf(ctx), reviewerOf(ctx), params.id, body), 'New interview times sent to the candidate'),
  cancelInterview: async ({ params, body, ctx }) =>
    ok(await cancel(envOf(ctx), cancellerOf(ctx), params.id, body), 'Interview cancelled'),
  downloadInterviewCalendar: async ({ params, ctx, req, reply }) => {
    const c = cancellerOf(ctx);
    const tenant = tenantOf(ctx);
    const tr = await translatorFor(requestLocale(tenant, req));
    const ics = await calendarFile(ctx.db, ctx.config, tr, tenant.id, c.side, params.id);
    return reply
      .header('content-disposition', 'attachment; filename="interview.ics"')
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .type('text/calendar; charset=utf-8')
      .send(ics);
  },
});
