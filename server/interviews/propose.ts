// The employer's side: offering times for an application's interview, and offering new ones
// (rescheduling). Only the application's own company (404 otherwise, another board's alike); a
// guest's application has no account to pick a time with. A reschedule is a conditional update
// on the revision read, so two changes at once cannot both win; the next pick's invitation keeps
// the UID and carries a higher SEQUENCE, and the earlier booking's reminder no longer matches.
import type { components } from '@generated/schema';
import { type Reviewer, NO_APPLICATION } from '../applications/index.ts';
import { badRequest, notFound } from '../errors/errors.ts';
import type { InterviewEnv } from './env.ts';
import {
  companyApplicationRow,
  insertInterview,
  interviewById,
  interviewFor,
  reofferAt,
  type InterviewRow,
  type OfferColumns,
} from './repo.ts';
import { checkProposal, type Proposal } from './rules.ts';
import { tell } from './tell.ts';
import { addTimelineNote } from './timeline.ts';
import { interviewView } from './views.ts';

type S = components['schemas'];

export const NO_INTERVIEW = 'This interview does not exist';

const offered = (p: Proposal) => `${p.slots.length} time${p.slots.length === 1 ? '' : 's'} offered`;

function columns(p: Proposal): OfferColumns {
  return {
    slots: JSON.stringify(p.slots.map((s) => s.toISOString())),
    duration_minutes: p.durationMinutes,
    mode: p.mode,
    location: p.location,
    note: p.note,
    employer_time_zone: p.timeZone,
  };
}

/** The company's application, or 404 (another company's and another board's alike). */
export async function companyApplication(r: Reviewer, applicationId: string) {
  const app = await companyApplicationRow(r.db, r.clientId, r.companyId, applicationId);
  if (!app) throw notFound(NO_APPLICATION);
  return app;
}

export async function propose(
  env: InterviewEnv,
  r: Reviewer,
  applicationId: string,
  input: S['InterviewProposalInput'],
): Promise<S['Interview']> {
  const app = await companyApplication(r, applicationId);
  if (!app.candidate_id) throw badRequest('A guest applicant has no account to pick an interview time with');
  const p = checkProposal(input, env.now);
  const row = await env.db.transaction().execute(async (trx) => {
    const madeId = await insertInterview(trx, r.clientId, {
      application_id: app.id,
      proposed_by: r.userId,
      ...columns(p),
    });
    await addTimelineNote(trx, {
      clientId: r.clientId,
      applicationId: app.id,
      status: app.status,
      byUserId: r.userId,
      byName: r.name,
      note: `Interview proposed: ${offered(p)}`,
      at: env.now,
    });
    const fresh = await mustFind(trx, r.clientId, madeId);
    await tell({ ...env, db: trx }, fresh, 'proposed', ['candidate']);
    return fresh;
  });
  return interviewView(row);
}

export async function reschedule(
  env: InterviewEnv,
  r: Reviewer,
  id: string,
  input: S['InterviewProposalInput'],
): Promise<S['Interview']> {
  const before = await interviewFor(env.db, r.clientId, { kind: 'employer', companyId: r.companyId }, id);
  if (!before) throw notFound(NO_INTERVIEW);
  if (before.status === 'cancelled') throw badRequest('This interview was cancelled; propose a new one instead');
  const p = checkProposal(input, env.now);
  const row = await env.db.transaction().execute(async (trx) => {
    const moved = await reofferAt(trx, r.clientId, before, {
      ...columns(p),
      proposed_by: r.userId,
      updated_at: env.now,
    });
    if (!moved) throw badRequest('This interview changed meanwhile; reload it and try again');
    await addTimelineNote(trx, {
      clientId: r.clientId,
      applicationId: before.application_id,
      status: before.application_status,
      byUserId: r.userId,
      byName: r.name,
      note: `Interview rescheduled: ${offered(p)}`,
      at: env.now,
    });
    const fresh = await mustFind(trx, r.clientId, before.id);
    await tell({ ...env, db: trx }, fresh, 'rescheduled', ['candidate']);
    return fresh;
  });
  return interviewView(row);
}

export async function mustFind(db: InterviewEnv['db'], clientId: string, id: string): Promise<InterviewRow> {
  const row = await interviewById(db, clientId, id);
  if (!row) throw notFound(NO_INTERVIEW);
  return row;
}
