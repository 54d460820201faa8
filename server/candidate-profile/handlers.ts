// The candidate's profile (tag candidate-profile): the profile and its details, the section family,
// accomplishments, the setup, the picture, JSON Resume out and in, and the data export. Thin: the
// rules live in server/candidate-profile (docs/candidate-profile.md).
import type { FastifyReply } from 'fastify';
import { tenantOf, userOf, type RequestContext } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { handlers } from '../http/handler.ts';
import { readableCandidate } from './access.ts';
import * as accomplishments from './accomplishments.ts';
import { sectionAllowance } from './allowance.ts';
import { saveBasicDetails, saveIndustryDetails, savePersonalDetails } from './details.ts';
import { exportCandidateData } from './export.ts';
import { profileToJsonResume } from './json-resume.ts';
import { importJsonResume } from './json-resume-import.ts';
import { replacePicture } from './picture.ts';
import type { Kind } from './section-kinds.ts';
import { createEntry, deleteEntries, listEntries, updateEntry, type Owner } from './sections.ts';
import { listSectionPage } from './section-list.ts';
import { completeSetup, initProfile, ownProfile } from './setup.ts';
import { newestFirst } from './view.ts';
import { patchProfile } from './repo.ts';

const ownerOf = (ctx: RequestContext): Owner => ({
  db: ctx.db,
  clientId: tenantOf(ctx).id,
  userId: userOf(ctx).id,
  now: new Date(),
});

const SECTION_SAVED: Record<Kind, string> = {
  experience: 'Experience',
  education: 'Education',
  project: 'Project',
  certificate: 'Certificate',
};

async function wholeSection(ctx: RequestContext, kind: Kind, candidateId: string | undefined) {
  const clientId = tenantOf(ctx).id;
  const who = await readableCandidate(ctx.db, clientId, userOf(ctx), candidateId);
  const items = await listEntries(ctx.db, clientId, who, kind);
  return ok(newestFirst(items as { from: string; to?: string | null }[], kind === 'experience') as never);
}

function attachment(reply: FastifyReply, type: string, fileName: string, body: Buffer | Uint8Array | string) {
  return reply
    .type(type)
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(body);
}

const fileSafe = (name: string) =>
  name
    .trim()
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '') || 'candidate';

export const candidateProfileHandlers = handlers({
  getCandidateProfile: async ({ ctx }) => ok(await ownProfile(ownerOf(ctx))),
  updateCandidateBasicDetails: async ({ ctx, params, body }) =>
    ok(await saveBasicDetails(ownerOf(ctx), params.id, body), 'Basic details saved'),
  updateCandidatePersonalDetails: async ({ ctx, params, body }) =>
    ok(await savePersonalDetails(ownerOf(ctx), params.id, body), 'Personal details saved'),
  updateCandidateIndustryDetails: async ({ ctx, params, body }) =>
    ok(await saveIndustryDetails(ownerOf(ctx), params.id, body), 'Industry details saved'),
  updateCandidateProfilePicture: async ({ req, ctx }) =>
    ok(await replacePicture(req, ctx, tenantOf(ctx).id), 'Profile picture updated'),

  getCandidateEducations: ({ ctx, body }) => wholeSection(ctx, 'education', body?.candidateId),
  getCandidateProjects: ({ ctx, body }) => wholeSection(ctx, 'project', body?.candidateId),
  getCandidateExperiences: ({ ctx, body }) => wholeSection(ctx, 'experience', body?.candidateId),
  getCandidateCertificates: ({ ctx, body }) => wholeSection(ctx, 'certificate', body?.candidateId),

  listProfileSectionItems: async ({ ctx, params, body }) => {
    const clientId = tenantOf(ctx).id;
    const who = await readableCandidate(ctx.db, clientId, userOf(ctx), body?.candidateId);
    return ok(await listSectionPage(ctx.db, clientId, who, params.kind, body ?? {}));
  },
  createProfileSectionItem: async ({ ctx, params, body }) =>
    ok(await createEntry(ownerOf(ctx), params.kind, body), `${SECTION_SAVED[params.kind]} added`),
  updateProfileSectionItem: async ({ ctx, params, body }) =>
    ok(await updateEntry(ownerOf(ctx), params.kind, body), `${SECTION_SAVED[params.kind]} updated`),
  softDeleteProfileSectionItems: async ({ ctx, params, body }) =>
    ok({ affected: await deleteEntries(ownerOf(ctx), params.kind, body.ids) }, `${SECTION_SAVED[params.kind]} removed`),
  getProfileSectionAllowance: async ({ ctx, params }) => ok(await sectionAllowance(ownerOf(ctx), params.kind)),

  createAccomplishment: async ({ ctx, body }) =>
    ok(await accomplishments.createAccomplishment(ownerOf(ctx), body), 'Accomplishment added'),
  updateAccomplishment: async ({ ctx, params, body }) =>
    ok(await accomplishments.updateAccomplishment(ownerOf(ctx), params.id, body), 'Accomplishment updated'),
  listAccomplishments: async ({ ctx, body }) => ok(await accomplishments.listAccomplishments(ownerOf(ctx), body ?? {})),

  initCandidateProfile: async ({ ctx, body }) => ok(await initProfile(ownerOf(ctx), body), 'Profile ready'),
  completeCandidateProfileSetup: async ({ ctx }) => ok(await completeSetup(ownerOf(ctx)), 'Profile setup completed'),
  updateCandidateVisibility: async ({ ctx, body }) => {
    const o = ownerOf(ctx);
    const profile = await patchProfile(o.db, o.clientId, o.userId, { is_searchable: body.isSearchable });
    return ok(
      profile,
      body.isSearchable ? 'Employers can now find your profile' : 'Your profile is hidden from search',
    );
  },

  exportProfileAsJsonResume: async ({ ctx, reply }) => {
    const o = ownerOf(ctx);
    const profile = await ownProfile(o);
    const list = (await accomplishments.listAccomplishments(o, { page: 1, limit: 50 })).items;
    const doc = JSON.stringify(profileToJsonResume(profile, list), null, 2);
    return attachment(reply, 'application/json; charset=utf-8', `${fileSafe(profile.name)}_profile.json`, doc);
  },
  importJsonResume: async ({ ctx, body }) => ok(await importJsonResume(ownerOf(ctx), ctx.config, body), 'Resume read'),
  exportCandidateData: async ({ ctx, reply }) => {
    const { zip, fileName } = await exportCandidateData(ownerOf(ctx));
    return attachment(reply, 'application/zip', fileName, Buffer.from(zip));
  },
});
