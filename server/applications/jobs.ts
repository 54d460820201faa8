// Job cards for applications: the jobs of a set of applications (deleted ones included, so an
// application to a removed job still shows what it was for) with their companies, as the
// contract's JobSummary for the job's own company or for the candidate.
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { companiesByIds, jobSummary, type Audience, candidateMarks } from '../jobs/index.ts';
import { jobRowsByIds } from './jobs-repo.ts';

type JobSummary = components['schemas']['JobSummary'];

/** Job cards by id, as the candidate (applied and saved marks), the job's company, or the public sees them. */
export async function jobCards(
  db: Db,
  clientId: string,
  jobIds: string[],
  viewer: { candidateId: string } | { owner: true } | { public: true },
  now = new Date(),
): Promise<Map<string, JobSummary>> {
  const rows = await jobRowsByIds(db, clientId, jobIds);
  const list = [...rows.values()];
  const companies = await companiesByIds(
    db,
    clientId,
    list.map((r) => r.company_id),
  );
  const marks =
    'candidateId' in viewer ? await candidateMarks(db, clientId, viewer.candidateId, [...rows.keys()]) : undefined;
  const out = new Map<string, JobSummary>();
  for (const row of list) {
    const audience: Audience = marks
      ? { kind: 'candidate', applied: marks.applied.has(row.id), saved: marks.saved.has(row.id) }
      : 'owner' in viewer
        ? { kind: 'owner', postedByName: null }
        : { kind: 'public' };
    out.set(row.id, jobSummary(row, companies.get(row.company_id), audience, now));
  }
  return out;
}
