// The jobs of an alert's next digest: live at `now` (the same rule as the public board, with the
// digest's clock), gone live in the alert's window (since its last digest), not sent to this alert
// before (the ledger), and matching every criterion. Best first: the keyword's full-text rank,
// then the newest. The keyword is read as the job search reads it (docs/job-search.md): its words
// in groups of spellings, with the built-in and the board's own synonyms, joined and hyphenated
// forms and typo corrections, every group required (a digest is the search's all-word matches: its
// partial matches would fill an e-mail with jobs the person did not ask for).
import type { Db } from '../db/database.ts';
import type { AlertCriteria } from '../db/tables-job-alerts.ts';
import { toYearlyUsd } from '../jobs/index.ts';
import { allGroups, planJobKeyword, withoutNoise } from '../jobs-discovery/index.ts';
import { selectWindowJobs, type DigestCandidate, type KeywordQuery } from './match-repo.ts';

export type { DigestCandidate };

export const DIGEST_SIZE = 20;

/** The tsquery of the alert's keyword, every group required; null when it asks for no word ("jobs" browses, as in the search). */
async function keywordQuery(db: Db, clientId: string, keyword: string | null): Promise<KeywordQuery> {
  const text = keyword ? withoutNoise(keyword) : null;
  if (!text) return null;
  const groups = await planJobKeyword(db, clientId, text);
  return groups ? allGroups(groups) : 'nothing';
}

/**
 * Jobs that go live and are committed within this lag of a digest are left to the next one: a job
 * whose posting commits a moment after the digest read it would otherwise fall between two windows.
 */
export const SETTLE_MS = 5 * 60_000;

/** The end of a digest's window at `now`: jobs posted before it are this digest's. */
export const windowEnd = (now: Date) => new Date(now.getTime() - SETTLE_MS);

/**
 * The best `limit` jobs for criteria over a window, and how many match in all: live at `now` (the
 * public board's rule with the digest's clock), posted in [since, windowEnd(now)), best first
 * (the keyword's full-text rank, then the newest). Alerts with the same criteria and window share
 * one such query; the ledger is applied per alert afterwards.
 */
export async function windowJobs(
  db: Db,
  q: { clientId: string; criteria: AlertCriteria; since: Date; now: Date; limit: number; exceptFor?: string },
): Promise<{ jobs: DigestCandidate[]; total: number }> {
  const keyword = await keywordQuery(db, q.clientId, q.criteria.keyword);
  const { salaryMin, currencyCode } = q.criteria;
  const salaryMinUsd = salaryMin !== null && currencyCode ? toYearlyUsd(salaryMin, currencyCode, 'YEARLY') : null;
  return selectWindowJobs(db, { ...q, keyword, salaryMinUsd, until: windowEnd(q.now) });
}

/** One alert's digest jobs, the ledger applied in SQL (the benchmark's baseline; a rare fallback). */
export function digestJobs(
  db: Db,
  alert: { id: string; client_id: string; criteria: AlertCriteria; since: Date },
  now: Date,
): Promise<{ jobs: DigestCandidate[]; total: number }> {
  return windowJobs(db, {
    clientId: alert.client_id,
    criteria: alert.criteria,
    since: alert.since,
    now,
    limit: DIGEST_SIZE,
    exceptFor: alert.id,
  });
}
