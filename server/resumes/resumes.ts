// The resume builder's rules: a candidate's own resumes, created with defaults (and optionally
// from the profile), read, changed part by part, listed and deleted. Another candidate's resume
// is "not found", never "forbidden", so its existence is not revealed. Creating one spends a
// build of the candidate's plan (payments/candidate-allowance.ts); deleting it gives none back.
// A template or theme colour beyond the classic default needs resume_templates (look-plan.ts).
import type { components } from '@generated/schema';
import { profileView as profileOf } from '../candidate-profile/index.ts';
import { notFound } from '../errors/errors.ts';
import { withCandidateAllowance } from '../payments/index.ts';
import { DEFAULT_SHOW, completeSettings } from '../../shared/resumes/defaults.ts';
import { dropUnusedFile } from './file-cleanup.ts';
import { assertLookAllowed } from './look-plan.ts';
import type { ResumeOwner } from './owner.ts';
import { sectionsFromProfile, type ProfileSections } from './prefill.ts';
import {
  deleteResumeRow,
  findResume,
  insertResume,
  listResumeRows,
  updateResume,
  type ResumeChanges,
  type ResumeInsert,
  type ResumeRow,
} from './resumes-repo.ts';
import { resumeSummaryView, resumeView } from './views.ts';

type S = components['schemas'];

export const NO_RESUME = 'This resume does not exist';

const json = (v: unknown) => JSON.stringify(v);

/** The sections the candidate did not send, taken from the profile when asked to. */
async function prefilled(owner: ResumeOwner, input: S['ResumeCreateInput']): Promise<ProfileSections> {
  if (!input.prefillFromProfile) return {};
  const profile = await profileOf(owner.db, owner.clientId, owner.candidateId);
  if (!profile) return {};
  const fromProfile = sectionsFromProfile(profile);
  const keys = Object.keys(fromProfile) as (keyof ProfileSections)[];
  return Object.fromEntries(keys.filter((k) => input[k] === undefined).map((k) => [k, fromProfile[k]]));
}

export async function createResume(owner: ResumeOwner, input: S['ResumeCreateInput']): Promise<S['Resume']> {
  await assertLookAllowed(completeSettings(input.settings), null, owner.extraLooks);
  const r = { ...input, ...(await prefilled(owner, input)) };
  const values: ResumeInsert = {
    client_id: owner.clientId,
    candidate_id: owner.candidateId,
    name: r.name,
    objective: r.objective ?? null,
    email: r.email ?? null,
    mob_no: r.mobNo ?? null,
    linkedin: r.linkedIn ?? null,
    location: r.location ?? null,
    experiences: json(r.experiences ?? []),
    education: json(r.education ?? []),
    projects: json(r.projects ?? []),
    skills: json(r.skills ?? []),
    custom_sections: json(r.customSections ?? []),
    settings: json(completeSettings(r.settings)),
    show: json({ ...DEFAULT_SHOW, ...r.show }),
  };
  const row = await withCandidateAllowance(owner.db, owner.tenant, owner.candidateId, 'resumeBuilds', (trx) =>
    insertResume(trx, values),
  );
  return resumeView(row);
}

/** The owner's resume row, or 404. */
export async function ownResume(owner: ResumeOwner, id: string): Promise<ResumeRow> {
  const row = await findResume(owner.db, owner, id);
  if (!row) throw notFound(NO_RESUME);
  return row;
}

export async function getResume(owner: ResumeOwner, id: string): Promise<S['Resume']> {
  return resumeView(await ownResume(owner, id));
}

async function change(owner: ResumeOwner, id: string, changes: ResumeChanges): Promise<S['Resume']> {
  const row = await updateResume(owner.db, owner, id, changes);
  if (!row) throw notFound(NO_RESUME);
  return resumeView(row);
}

/** Only the fields sent change; null clears one (the name cannot be cleared). */
export async function updateHeader(owner: ResumeOwner, input: S['ResumeHeaderInput']): Promise<S['Resume']> {
  const changes: ResumeChanges = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.email !== undefined) changes.email = input.email;
  if (input.mobNo !== undefined) changes.mob_no = input.mobNo;
  if (input.linkedIn !== undefined) changes.linkedin = input.linkedIn;
  if (input.location !== undefined) changes.location = input.location;
  return change(owner, input._id, changes);
}

/** Each part sent replaces that whole part; the parts not sent are kept. */
export async function updateContent(owner: ResumeOwner, input: S['ResumeUpdateInput']): Promise<S['Resume']> {
  const changes: ResumeChanges = {};
  if (input.objective !== undefined) changes.objective = input.objective;
  if (input.experiences) changes.experiences = json(input.experiences);
  if (input.education) changes.education = json(input.education);
  if (input.projects) changes.projects = json(input.projects);
  if (input.skills) changes.skills = json(input.skills);
  if (input.customSections) changes.custom_sections = json(input.customSections);
  if (input.show) changes.show = json(input.show);
  // Like every part, settings sent replace the stored ones: the contract's defaults have already
  // filled in what the request left out (the validator applies them).
  if (input.settings) {
    const next = completeSettings(input.settings);
    const kept = await findResume(owner.db, owner, input._id);
    if (!kept) throw notFound(NO_RESUME);
    await assertLookAllowed(next, completeSettings(kept.settings), owner.extraLooks);
    changes.settings = json(next);
  }
  return change(owner, input._id, changes);
}

export async function listResumes(owner: ResumeOwner): Promise<S['ResumeSummary'][]> {
  return (await listResumeRows(owner.db, owner)).map(resumeSummaryView);
}

/** The resume goes, and its stored PDF unless the profile or an application uses it. */
export async function deleteResume(owner: ResumeOwner, id: string): Promise<S['Done']> {
  const row = await deleteResumeRow(owner.db, owner, id);
  if (!row) throw notFound(NO_RESUME);
  if (row.file) await dropUnusedFile(owner, row.file.uri);
  return { affected: 1 };
}
