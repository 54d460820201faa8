// Company followers (company-followers/*): a candidate follows and unfollows companies, lists them
// and chooses the e-mail digest; anyone reads a company's follower count. Thin: the rules live in
// follows.ts, the announcement of new jobs in tell.ts.
import { tenantOf, userOf, type RequestContext } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { handlers } from '../http/handler.ts';
import * as follows from './follows.ts';

const envOf = (ctx: RequestContext): follows.FollowEnv => ({ db: ctx.db, clientId: tenantOf(ctx).id });

export const companyFollowerHandlers = handlers({
  getCompanyFollowState: async ({ params, ctx }) =>
    ok(await follows.followState(envOf(ctx), ctx.user, params.companyId)),
  followCompany: async ({ params, ctx }) => {
    const { state, name } = await follows.follow(envOf(ctx), follows.followerOf(ctx.user), params.companyId);
    return ok(state, `You now follow ${name}`);
  },
  unfollowCompany: async ({ params, ctx }) => {
    const { state, name } = await follows.unfollow(envOf(ctx), follows.followerOf(ctx.user), params.companyId);
    return ok(state, `You no longer follow ${name}`);
  },
  listFollowedCompanies: async ({ query, ctx }) =>
    ok(await follows.listFollowed(envOf(ctx), follows.followerOf(userOf(ctx)), query)),
  getCompanyFollowerSettings: async ({ ctx }) =>
    ok(await follows.settingsOf(envOf(ctx), follows.followerOf(userOf(ctx)))),
  updateCompanyFollowerSettings: async ({ body, ctx }) =>
    ok(
      await follows.saveSettings(envOf(ctx), follows.followerOf(userOf(ctx)), body),
      body.digest ? 'E-mail digest turned on' : 'E-mail digest turned off',
    ),
});
