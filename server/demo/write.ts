// Writes a planned demo tenant with multi-row inserts, parents before children, so the whole
// tenant takes a few dozen statements instead of thousands.
import type { Db } from '../db/database.ts';
import type { TenantPlan } from './plan.ts';
import { applicationRow, companyRow, historyRows, jobRow, profileRow, trackRow, userRow } from './rows.ts';
import { insertAll } from './tenant-repo.ts';

export type WrittenCounts = {
  companies: number;
  users: number;
  jobs: number;
  applications: number;
  history: number;
  tracks: number;
};

export async function writeTenant(
  db: Db,
  clientId: string,
  plan: TenantPlan,
  passwordHash: string,
): Promise<WrittenCounts> {
  const history = plan.applications.flatMap((a) => historyRows(clientId, a));
  await insertAll(
    db,
    'companies',
    plan.companies.map((c) => companyRow(clientId, c)),
  );
  // Owners first: team members point at whoever invited them.
  const ordered = [...plan.users].sort((a, b) => Number(a.invitedBy !== null) - Number(b.invitedBy !== null));
  await insertAll(
    db,
    'users',
    ordered.map((u) => userRow(clientId, u, passwordHash)),
  );
  await insertAll(
    db,
    'candidate_profiles',
    plan.candidates.map((p) => profileRow(clientId, p)),
  );
  await insertAll(
    db,
    'jobs',
    plan.jobs.map((j) => jobRow(clientId, j.job, j.postedBy)),
  );
  await insertAll(
    db,
    'applications',
    plan.applications.map((a) => applicationRow(clientId, a)),
  );
  await insertAll(db, 'application_history', history);
  await insertAll(
    db,
    'job_tracks',
    plan.tracks.map((t) => trackRow(clientId, t)),
  );
  return {
    companies: plan.companies.length,
    users: plan.users.length,
    jobs: plan.jobs.length,
    applications: plan.applications.length,
    history: history.length,
    tracks: plan.tracks.length,
  };
}
