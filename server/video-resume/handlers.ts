// Video resumes (video-resume/*): the candidate uploads, replaces, frames and removes their video;
// an employer watches an applicant's; signed links stream the bytes. Thin: the rules live in
// video-resume.ts, the streaming in stream.ts.
import { tenantOf, userOf, type RequestContext } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { notFound } from '../errors/errors.ts';
import { handlers } from '../http/handler.ts';
import { streamMedia } from './stream.ts';
import * as video from './video-resume.ts';

const envOf = (ctx: RequestContext): video.VideoEnv => ({
  db: ctx.db,
  config: ctx.config,
  secret: ctx.secret,
  clientId: tenantOf(ctx).id,
  now: new Date(),
});

export const videoResumeHandlers = handlers({
  getMyVideoResume: async ({ ctx }) => ok(await video.mine(envOf(ctx), userOf(ctx).id)),
  uploadVideoResume: async ({ req, ctx }) =>
    ok(await video.upload(envOf(ctx), userOf(ctx).id, req), 'Video resume uploaded'),
  uploadVideoResumePoster: async ({ req, ctx }) =>
    ok(await video.poster(envOf(ctx), userOf(ctx).id, req), 'Poster saved'),
  deleteVideoResume: async ({ ctx }) => ok(await video.remove(envOf(ctx), userOf(ctx).id), 'Video resume removed'),
  getApplicantVideoResume: async ({ params, ctx }) => {
    const { companyId } = userOf(ctx);
    if (!companyId) throw notFound('No such application');
    return ok(await video.applicants(envOf(ctx), companyId, params.applicationId));
  },
  streamVideoResume: async ({ params, req, reply, ctx }) =>
    streamMedia(
      { db: ctx.db, config: ctx.config, secret: ctx.secret, tenant: tenantOf(ctx) },
      params.token,
      req,
      reply,
    ),
});
