// The candidate's own data as one download (`candidate/export`): a zip of `resume.json` (the
// profile as a JSON Resume document) and `account.json` (everything else the board holds about
// them: the account, applications with their answers, saved jobs, job alerts, followed companies,
// conversations, consents, built resumes, accomplishments and the list of stored files).
import { strToU8, zipSync } from 'fflate';
import type { Db } from '../db/database.ts';
import { REMOVED_TEXT } from '../chat/index.ts';
import { followerExport } from '../company-followers/index.ts';
import { listAccomplishments } from './accomplishments.ts';
import { exportedAccount, exportedActivity, exportedApplications } from './export-repo.ts';
import { profileToJsonResume } from './json-resume.ts';
import type { Owner } from './sections.ts';
import { ownProfile } from './setup.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

async function accountPart(db: Db, clientId: string, userId: string) {
  const u = await exportedAccount(db, clientId, userId);
  return {
    id: u.id,
    name: `${u.first_name} ${u.last_name}`.trim(),
    email: u.email,
    mobNo: u.mob_no,
    countryCode: u.country_code,
    status: u.status,
    emailVerifiedAt: iso(u.email_verified_at),
    createdAt: iso(u.created_at),
    lastActiveAt: iso(u.last_active_at),
  };
}

async function applicationsPart(db: Db, clientId: string, userId: string) {
  const rows = await exportedApplications(db, clientId, userId);
  return rows.map((r) => ({
    id: r.id,
    job: r.title,
    company: r.company,
    status: r.status,
    source: r.source,
    answers: r.answers,
    coverLetter: r.cover_letter,
    resume: r.resume,
    appliedAt: iso(r.applied_at),
  }));
}

async function activityPart(db: Db, clientId: string, userId: string) {
  const { saved, alerts, messages, devices, resumes, files } = await exportedActivity(db, clientId, userId);
  return {
    savedJobs: saved
      .filter((s) => s.saved_at || s.liked)
      .map((s) => ({ job: s.title, savedAt: iso(s.saved_at), liked: s.liked })),
    viewedJobs: saved.filter((s) => s.view_count > 0).map((s) => ({ job: s.title, views: s.view_count })),
    jobAlerts: alerts.map((a) => ({ ...a, confirmed_at: iso(a.confirmed_at), created_at: iso(a.created_at) })),
    // A message the board's moderators removed reads as removed here too (server/chat/views.ts).
    messages: messages.map(({ removed_at, ...m }) => ({
      ...m,
      ...(removed_at ? { body: REMOVED_TEXT, attachments: [] } : {}),
      created_at: iso(m.created_at),
    })),
    consents: {
      jobAlertEmails: alerts.map((a) => ({ alert: a.name, confirmedAt: iso(a.confirmed_at), active: a.is_active })),
      pushNotifications: devices.map((d) => ({ ...d, created_at: iso(d.created_at) })),
    },
    builtResumes: resumes.map((r) => ({ ...r, created_at: iso(r.created_at), updated_at: iso(r.updated_at) })),
    files: files.map((f) => ({
      uri: `/files/${f.storage_key}`,
      name: f.name,
      mimeType: f.mime_type,
      size: f.size,
      purpose: f.purpose,
      createdAt: iso(f.created_at),
    })),
  };
}

export async function exportCandidateData(o: Owner): Promise<{ zip: Uint8Array; fileName: string }> {
  const profile = await ownProfile(o);
  const accomplishments = (await listAccomplishments(o, { page: 1, limit: 50 })).items;
  const [account, applications, activity, follows] = await Promise.all([
    accountPart(o.db, o.clientId, o.userId),
    applicationsPart(o.db, o.clientId, o.userId),
    activityPart(o.db, o.clientId, o.userId),
    followerExport(o.db, o.clientId, o.userId),
  ]);
  const everything = {
    exportedAt: o.now.toISOString(),
    account,
    profile,
    accomplishments,
    applications,
    ...activity,
    followedCompanies: follows.companies.map((f) => ({ company: f.company, followedAt: iso(f.followedAt) })),
    followedCompaniesDigest: follows.digest,
  };
  const zip = zipSync({
    'resume.json': strToU8(JSON.stringify(profileToJsonResume(profile, accomplishments), null, 2)),
    'account.json': strToU8(JSON.stringify(everything, null, 2)),
  });
  const slug =
    profile.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'candidate';
  return { zip, fileName: `${slug}-data-${o.now.toISOString().slice(0, 10)}.zip` };
}
