// The open-job count and newest posting of the companies on a page of job cards, kept per board
// while its stamp stays the same, and for at most a minute (docs/job-search.md, "Speed"). Counting
// them is reading every live job of each company: on a board of 100,000 jobs, 24 ms of a 26 ms
// browse, and it grows with the board. A job added, closed or moved moves the stamp; a job only
// expiring does not, hence the minute.
import type { Db } from '../db/database.ts';
import { boardStamp } from './repo/board-stamp.ts';
import { liveJobsByCompany } from './repo/open-jobs.ts';

export type OpenJobs = { n: number; latest: Date | null };

type Kept = { stamp: string; at: number; companies: Map<string, OpenJobs> };

const MAX_AGE_MS = 60_000;
const MAX_BOARDS = 500;
const kept = new Map<string, Kept>();

/**
 * Live jobs per company asked for (a company without one answers n = 0). `stamp`: the board's
 * stamp when the caller has read it already.
 */
export async function openJobsOf(
  db: Db,
  clientId: string,
  ids: string[],
  stamp?: Promise<string>,
): Promise<Map<string, OpenJobs>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const at = await (stamp ?? boardStamp(db, clientId));
  let board = kept.get(clientId);
  if (!board || board.stamp !== at || Date.now() - board.at > MAX_AGE_MS) {
    if (!board && kept.size >= MAX_BOARDS) kept.clear();
    board = { stamp: at, at: Date.now(), companies: new Map() };
    kept.set(clientId, board);
  }
  const missing = wanted.filter((id) => !board.companies.has(id));
  if (missing.length) {
    const rows = await liveJobsByCompany(db, clientId, missing).execute();
    const found = new Map(rows.map((r) => [r.company_id, { n: Number(r.n), latest: r.latest }]));
    for (const id of missing) board.companies.set(id, found.get(id) ?? { n: 0, latest: null });
  }
  return new Map(wanted.map((id) => [id, board.companies.get(id) ?? { n: 0, latest: null }]));
}
