// Copies the chosen sections of a parsed resume (a read file or an imported JSON Resume) into the
// profile: added to what is there, or replacing it with `overwrite`. Entries lacking what a profile
// entry needs (a company and title, a start date ...) are left out rather than stored half-made;
// a start date the parser could not read falls back to the end date when there is one.
import { randomUUID } from 'node:crypto';
import type { components } from '@generated/schema';
import type { ParsedResumeResult } from '../db/tables-candidate-profile.ts';
import { mastersByIds } from '../master-data/index.ts';
import { badRequest, notFound } from '../errors/errors.ts';
import { splitName } from './names.ts';
import { liveParsedResume } from './parsed-resumes-repo.ts';
import { patchProfile, profileRowOf, type ProfilePatch } from './repo.ts';
import type { Owner } from './sections.ts';
import { todayIso } from './section-rules.ts';
import { SECTION_CAP } from './section-kinds.ts';
import { accountRow, updateAccount } from './users-repo.ts';

type S = components['schemas'];
export type Section = NonNullable<S['CandidateProfileInitInput']['sections']>[number];
const ALL: Section[] = ['basicDetails', 'skills', 'experience', 'education', 'project', 'certificate'];

const NAME = /^[A-Za-zÀ-ÖØ-öø-ÿ]+(?: [A-Za-zÀ-ÖØ-öø-ÿ]+)*$/;
const LINKEDIN = /^https:\/\/([a-z]{2,3}\.)?linkedin\.com\//;

async function parsedOf(o: Owner, id: string) {
  const row = await liveParsedResume(o.db, o.clientId, o.userId, id);
  if (!row) throw notFound('This parsed resume is not there any more; read the resume again');
  if (row.status !== 'done' || !row.result) throw badRequest('This resume has not been read yet');
  return { ...row, result: row.result };
}

type Keyed = { _id: string };
const stamp = <T extends object>(o: Owner, entry: T): T & Keyed & { createdAt: string; updatedAt: string } => ({
  _id: randomUUID(),
  ...entry,
  createdAt: o.now.toISOString(),
  updatedAt: o.now.toISOString(),
});
const startOf = (e: { from: string | null; to: string | null }) => e.from ?? e.to;
const norm = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();

function experiences(o: Owner, r: ParsedResumeResult): S['ProfileExperience'][] {
  const today = todayIso(o.now);
  return r.experiences.flatMap((e) => {
    const from = startOf(e);
    if (!e.comNm || !e.title || !from || from > today) return [];
    const current = e.isCurrent && !e.to;
    return [
      stamp(o, {
        comNm: e.comNm,
        title: e.title,
        from,
        to: current ? null : e.to,
        isCurrent: current,
        location: e.location ?? null,
        description: e.description,
      }),
    ];
  });
}

function educations(o: Owner, r: ParsedResumeResult): S['ProfileEducation'][] {
  return r.educations.flatMap((e) => {
    const from = startOf(e);
    if (!e.instiNm || !e.qualification || !from) return [];
    return [
      stamp(o, {
        instiNm: e.instiNm,
        qualification: e.qualification,
        fieldOfStudy: e.fieldOfStudy ?? null,
        from,
        to: e.to,
        grade: e.grade,
      }),
    ];
  });
}

function projects(o: Owner, r: ParsedResumeResult): S['ProfileProject'][] {
  return r.projects.flatMap((p) => {
    const from = startOf(p);
    if (!p.title || !from) return [];
    return [stamp(o, { title: p.title, from, to: p.to, desc: p.desc, url: p.url ?? null })];
  });
}

function certificates(o: Owner, r: ParsedResumeResult): S['ProfileCertificate'][] {
  return r.certificates.flatMap((c) => {
    if (!c.title || !c.issuedBy || !c.from) return [];
    return [
      stamp(o, {
        title: c.title,
        issuedBy: c.issuedBy,
        from: c.from,
        to: c.to ?? null,
        credentialId: c.credentialId ?? null,
        credentialUrl: c.credentialUrl ?? null,
      }),
    ];
  });
}

/** Added entries skip those the profile already has (same first two fields, case-insensitive). */
function merged<T extends object>(current: T[], incoming: T[], overwrite: boolean, key: (e: T) => string): T[] {
  if (overwrite) return incoming.slice(0, SECTION_CAP);
  const have = new Set(current.map(key));
  return [...current, ...incoming.filter((e) => !have.has(key(e)))].slice(0, SECTION_CAP);
}

async function skillsOf(o: Owner, r: ParsedResumeResult): Promise<S['ProfileSkill'][]> {
  const ids = r.skillIds.flatMap((s) => (s.id ? [s.id] : []));
  const known = new Set((await mastersByIds(o.db, o.clientId, 'skills', ids)).map((m) => m.id));
  return r.skillIds
    .filter((s) => s.nm.trim().length > 0 && s.nm.length <= 50)
    .map((s) => (s.id && known.has(s.id) ? { id: s.id, nm: s.nm } : { nm: s.nm.trim() }));
}

export async function applyParsedResume(
  o: Owner,
  parsedResumeId: string,
  sections: Section[] = ALL,
  overwrite = false,
): Promise<S['CandidateProfile']> {
  const parsed = await parsedOf(o, parsedResumeId);
  const r = parsed.result;
  const row = await profileRowOf(o.db, o.clientId, o.userId);
  const want = new Set(sections);
  const patch: ProfilePatch = {};
  const fill = <T>(current: T | null, found: T | null | undefined) =>
    overwrite ? (found ?? current) : (current ?? found ?? null);

  if (want.has('basicDetails')) {
    const user = await accountRow(o.db, o.clientId, o.userId);
    const name = r.name && NAME.test(r.name.trim()) ? splitName(r.name) : null;
    const mob = r.mobNo && /^[0-9]{5,15}$/.test(r.mobNo) ? r.mobNo : null;
    const code = r.countryCode && /^\+[0-9]{1,4}$/.test(r.countryCode) ? r.countryCode : null;
    await updateAccount(o.db, o.clientId, o.userId, {
      ...(name &&
        (overwrite || !`${user.first_name}${user.last_name}`.trim()) && {
          first_name: name.first,
          last_name: name.last,
        }),
      ...(mob && (overwrite || !user.mob_no) && { mob_no: mob, ...(code && { country_code: code }) }),
      updated_at: o.now,
    });
    patch.headline = fill(row.headline, r.headline?.slice(0, 120));
    patch.about = fill(row.about, r.about?.slice(0, 2000));
    patch.linkedin = fill(row.linkedin, r.linkedIn && LINKEDIN.test(r.linkedIn) ? r.linkedIn : null);
  }
  if (want.has('skills')) {
    const incoming = await skillsOf(o, r);
    patch.skills = JSON.stringify(merged(row.skills, incoming, overwrite, (s) => norm(s.nm)));
  }
  if (want.has('experience'))
    patch.experiences = JSON.stringify(
      merged(row.experiences, experiences(o, r), overwrite, (e) => `${norm(e.comNm)}|${norm(e.title)}`),
    );
  if (want.has('education'))
    patch.educations = JSON.stringify(
      merged(row.educations, educations(o, r), overwrite, (e) => `${norm(e.instiNm)}|${norm(e.qualification)}`),
    );
  if (want.has('project'))
    patch.projects = JSON.stringify(merged(row.projects, projects(o, r), overwrite, (e) => norm(e.title)));
  if (want.has('certificate'))
    patch.certificates = JSON.stringify(
      merged(row.certificates, certificates(o, r), overwrite, (e) => `${norm(e.title)}|${norm(e.issuedBy)}`),
    );
  // The file read becomes the profile's resume (an imported JSON document is not a resume file).
  if (parsed.source === 'file') patch.resume = JSON.stringify(parsed.file);
  return patchProfile(o.db, o.clientId, o.userId, patch);
}
