// The resume builder and the resume parser (resumes/*, resume/parser*), for candidates. Thin: the
// rules live in server/resumes. The PDF and the JSON Resume document are answered as themselves
// (attachments), not in the envelope; their errors still are.
import { ok } from '../http/envelope.ts';
import { handlers } from '../http/handler.ts';
import { attachment } from './filename.ts';
import { resumeJson, resumePdf } from './download.ts';
import { ownerOf } from './owner.ts';
import { getParsed, startParse } from './parse-start.ts';
import * as resumes from './resumes.ts';

export const resumeHandlers = handlers({
  createResume: async ({ body, ctx }) => ok(await resumes.createResume(ownerOf(ctx), body), 'Resume created'),
  getResume: async ({ params, ctx }) => ok(await resumes.getResume(ownerOf(ctx), params.id)),
  updateResumeHeader: async ({ body, ctx }) =>
    ok(await resumes.updateHeader(ownerOf(ctx), body), 'Resume header saved'),
  updateResumeContent: async ({ body, ctx }) => ok(await resumes.updateContent(ownerOf(ctx), body), 'Resume saved'),
  listResumes: async ({ ctx }) => ok(await resumes.listResumes(ownerOf(ctx))),
  deleteResume: async ({ params, ctx }) => ok(await resumes.deleteResume(ownerOf(ctx), params.id), 'Resume deleted'),
  downloadResume: async ({ params, query, ctx, reply }) => {
    const { pdf, fileName, saved } = await resumePdf(ownerOf(ctx), params.id, query.isSave === true);
    if (saved) reply.header('x-resume-uri', saved.uri);
    return reply
      .header('content-disposition', attachment(fileName))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .type('application/pdf')
      .send(pdf);
  },
  exportResumeAsJsonResume: async ({ params, ctx, reply }) => {
    const { document, fileName } = await resumeJson(ownerOf(ctx), params.id);
    reply.header('content-disposition', attachment(fileName)).header('cache-control', 'private, no-store');
    return document;
  },
  parseResume: async ({ req, ctx }) =>
    ok(await startParse(ownerOf(ctx), req, ctx), 'Your resume is being read; this takes a few seconds'),
  getParsedResume: async ({ params, ctx }) => ok(await getParsed(ownerOf(ctx), params.id)),
});
