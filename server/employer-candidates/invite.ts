// Inviting candidates to apply to one of the company's open jobs (invite/candidates). Each
// invitation is a row (unique per job and candidate), an e-mail with the employer's message and
// an in-app notification whose link opens the job page with `invitation=<id>`, which the page
// reports back (invitation-opened.ts). Candidates who already applied, were already invited or
// cannot be found (not searchable, unknown) are skipped and reported, never refused.
//
// Two limits, counted from the rows under the company's lock in the transaction that writes:
// at most DAILY_INVITES a day (UTC) per company, whatever the plan, so a board's candidates are
// never spammed (429 LIMIT_OVER with the seconds until it resets), and the plan's
// `candidateInvites` allowance since the licence started (403 LIMIT_OVER). A call that would go
// past either sends nothing.
import type { components } from '@generated/schema';
import { readerBrand } from '../board-settings/index.ts';
import { isLiveRow } from '../jobs/index.ts';
import { fieldError, limitOver } from '../errors/errors.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { pushStored, storeNotifications, type NewNotification } from '../notifications/index.ts';
import { invitationsSince } from '../payments/index.ts';
import { allowanceOf, invitesUsedUp } from './allowance.ts';
import { lockUntilCommit } from '../db/advisory-lock.ts';
import { registeredCompanyName } from './company-job-repo.ts';
import { insertInvitations, inviteesAmong } from './invitations-repo.ts';
import { invitationMail, invitationWording } from './invitation-mail.ts';
import { companyJob, type CompanyScope } from './scope.ts';

type S = components['schemas'];
type Skipped = S['CandidateInviteResult']['skipped'][number];

/** Invitations one company may send in a day (UTC), on any plan. */
export const DAILY_INVITES = 100;

/** The candidate's page of the job, opened with the invitation (the web app reports the opening). */
export const invitationPath = (jobId: string, invitationId: string) =>
  `/jobsseekers/job-detail?id=${encodeURIComponent(jobId)}&invitation=${encodeURIComponent(invitationId)}`;

type Invitee = { id: string; email: string; first_name: string; status: string; locale: string | null };

async function sorted(s: CompanyScope, jobId: string, ids: readonly string[]) {
  const { applied, invited, findable } = await inviteesAmong(s.db, s.clientId, s.companyId, jobId, ids);
  const appliedIds = new Set(applied.map((r) => r.candidate_id));
  const invitedIds = new Set(invited.map((r) => r.candidate_id));
  const found = new Map<string, Invitee>(findable.map((r) => [r.id, r]));
  const skipped: Skipped[] = [];
  const invitees: Invitee[] = [];
  for (const id of ids) {
    const who = found.get(id);
    if (appliedIds.has(id)) skipped.push({ candidateId: id, reason: 'already_applied' });
    else if (invitedIds.has(id)) skipped.push({ candidateId: id, reason: 'already_invited' });
    else if (!who) skipped.push({ candidateId: id, reason: 'not_found' });
    else invitees.push(who);
  }
  return { skipped, invitees };
}

const secondsToUtcMidnight = (now: Date) =>
  Math.max(
    1,
    Math.ceil((Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime()) / 1000),
  );

export async function inviteCandidates(
  s: CompanyScope,
  input: S['CandidateInvite'],
): Promise<S['CandidateInviteResult']> {
  const now = new Date();
  const job = await companyJob(s, input.jobId);
  if (!isLiveRow(job, now))
    throw fieldError('jobId', 'Only an open job takes invitations: active, approved and not expired');
  const ids = [...new Set(input.candidateIds)];
  const { skipped, invitees } = await sorted(s, job.id, ids);
  if (!invitees.length) return { invited: 0, skipped };

  const allowance = await allowanceOf(s, 'candidateInvites');
  const registeredName = await registeredCompanyName(s.db, s.clientId, s.companyId);
  const companyName = job.company_info?.companyName || registeredName || s.tenant.name;
  const jobTitle = job.title;
  // Each candidate's mail and notification are in their language.
  const brands = new Map(
    await Promise.all(invitees.map(async (c) => [c.id, await readerBrand(s.tenant, s.config, c.locale)] as const)),
  );
  const message = input.message.trim();

  const written = await s.db.transaction().execute(async (trx) => {
    await lockUntilCommit(trx, `candidate-invites:${s.companyId}`);
    const today = await invitationsSince(trx, s.clientId, s.companyId, startOfUtcDay(now));
    if (today + invitees.length > DAILY_INVITES)
      throw limitOver(
        secondsToUtcMidnight(now),
        `A company can send at most ${DAILY_INVITES} invitations a day and ${Math.max(0, DAILY_INVITES - today)} ` +
          'are left today. Invite fewer candidates, or try again tomorrow.',
      );
    if (allowance.limit !== null) {
      const used = await invitationsSince(trx, s.clientId, s.companyId, allowance.since);
      if (used + invitees.length > allowance.limit) throw invitesUsedUp(allowance.limit, allowance.limit - used);
    }
    const rows = await insertInvitations(
      trx,
      s.clientId,
      invitees.map((c) => ({
        company_id: s.companyId,
        job_id: job.id,
        candidate_id: c.id,
        invited_by: s.user.id,
        message,
      })),
    );
    const byCandidate = new Map(invitees.map((c) => [c.id, c]));
    const notes: NewNotification[] = [];
    const mails: OutgoingMail[] = [];
    for (const row of rows) {
      const c = byCandidate.get(row.candidate_id);
      const brand = brands.get(row.candidate_id);
      if (!c || !brand) continue;
      const path = invitationPath(job.id, row.id);
      notes.push({
        clientId: s.clientId,
        userId: c.id,
        kind: 'system',
        ...invitationWording(brand.tr, jobTitle, companyName),
        link: path,
        refs: { jobId: job.id },
      });
      mails.push({
        ...invitationMail(brand, {
          name: c.first_name,
          jobTitle,
          companyName,
          message,
          link: `${brand.origin}${path}`,
        }),
        to: c.email,
        kind: 'candidate_invitation',
        clientId: s.clientId,
        fromName: brand.name,
        meta: { invitationId: row.id, jobId: job.id },
      });
    }
    await storeNotifications({ db: trx }, notes);
    await s.mailer.storeAll(trx, mails);
    return { rows, notes };
  });

  await pushStored({ db: s.db, jobs: s.jobs }, written.notes);
  const sent = new Set(written.rows.map((r) => r.candidate_id));
  for (const c of invitees) if (!sent.has(c.id)) skipped.push({ candidateId: c.id, reason: 'already_invited' });
  return { invited: written.rows.length, skipped };
}

function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}
