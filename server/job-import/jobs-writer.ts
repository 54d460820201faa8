// Writing checked rows as jobs of the company, a batch at a time: one upsert on the unique
// (tenant, company, reference number) index, so a second import of the same reference updates the
// job and never makes a second one. New jobs are posted as confirm-post posts them (ACTIVE, pending
// approval when the plan asks for it, with a free slug); updates change the feed's fields only and
// leave the job's status, slug and approval alone. Closed and deleted jobs cannot be changed (the
// job state machine), so their rows are reported instead. New jobs take places of the plan's
// open-job quota (job-posting/quota.ts): on a limited plan the new rows beyond the free places are
// reported instead of written. The batch's count and write run in one transaction under the same
// per-company lock as confirm-post and activation (on PGlite too: its single pool connection
// keeps other statements out of the transaction, see server/db/database.ts).
import type { Insertable } from 'kysely';
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import type { JobsTable } from '../db/tables-jobs.ts';
import { findMasterByName } from '../master-data/index.ts';
import { APPROVED } from '../jobs/index.ts';
import { slugsLike, quotaUsedUp, slugFromTitle } from '../job-posting/index.ts';
import { lockJobQuota, openJobCount } from '../payments/index.ts';
import type { JobFields } from './job-fields.ts';
import {
  closeJobsNotListed,
  jobsByReference,
  releaseSavepoint,
  rollbackToSavepoint,
  setSavepoint,
  takenSlugs,
  upsertJobs,
} from './jobs-repo.ts';

type S = components['schemas'];
const PENDING = 1;

export type WriteTarget = {
  db: Db;
  clientId: string;
  companyId: string;
  userId: string | null;
  runId: string;
  importType: S['JobImportType'];
  needsApproval: boolean;
  /** The plan's open-job limit for the company; null is unlimited. */
  openJobLimit: number | null;
  company: { name: string; logo: string | null; about: string | null; website: string | null };
};

export type RowResult =
  { ref: string; outcome: 'created' | 'updated' } | { ref: string; outcome: 'failed'; message: string };

/** Slugs for new jobs: the title's, or the next free `-n` on the tenant (and in this batch). */
async function freeSlugs(db: Db, clientId: string, titles: string[]): Promise<string[]> {
  const bases = titles.map(slugFromTitle);
  const taken = new Set(bases.length ? await takenSlugs(db, clientId, [...new Set(bases)]) : []);
  const used = new Set<string>();
  const out: string[] = [];
  for (const base of bases) {
    let slug = base;
    if (taken.has(slug) || used.has(slug)) {
      const root = base.replace(/-\d+$/, '') || base;
      const others = new Set([...(await slugsLike(db, clientId, root)), ...used]);
      for (let n = 2; ; n++) if (!others.has((slug = `${root}-${n}`))) break;
    }
    used.add(slug);
    out.push(slug);
  }
  return out;
}

async function qualifications(t: WriteTarget, rows: JobFields[], cache: Map<string, S['IdName'] | null>) {
  for (const r of rows) {
    if (!r.education || cache.has(r.education)) continue;
    const m = await findMasterByName(t.db, t.clientId, 'qualification', r.education);
    cache.set(r.education, m ? { id: m.id, nm: m.name } : null);
  }
}

function columns(t: WriteTarget, f: JobFields, qualification: S['IdName'] | null) {
  return {
    title: f.title,
    description: f.description,
    employment_type: f.employmentType,
    category_id: f.category.id,
    category_nm: f.category.name,
    location_type: f.workplace === 'WFH' ? ('WFH' as const) : ('CITY' as const),
    workplace_type: f.workplace,
    city_id: f.cityId,
    city_nm: f.cityNm,
    state_id: f.stateId,
    state_nm: f.stateNm,
    country_id: f.countryId,
    country_nm: f.countryNm,
    address: f.address,
    salary_min: f.salary?.min ?? null,
    salary_max: f.salary?.max ?? null,
    salary_currency: f.salary?.currency ?? null,
    salary_period: f.salary?.period ?? null,
    experience_min: f.experience.min,
    experience_max: f.experience.max,
    qualification: qualification ? JSON.stringify(qualification) : null,
    redirect_url: f.redirectUrl,
    company_info: JSON.stringify({ ...t.company, companyName: f.companyName ?? t.company.name }),
    import_type: t.importType,
    import_run_id: t.runId,
  };
}

async function upsert(t: WriteTarget, values: Insertable<JobsTable>[]): Promise<void> {
  if (!values.length) return;
  await upsertJobs(t.db, values);
}

/** Reports the new rows beyond `room` free places of the quota instead of writing them. */
function keepWithinQuota(rows: JobFields[], isNew: (r: JobFields) => boolean, room: number, limit: number) {
  const kept: JobFields[] = [];
  const refused: RowResult[] = [];
  let placesLeft = room;
  for (const r of rows) {
    if (!isNew(r)) kept.push(r);
    else if (placesLeft > 0) {
      placesLeft--;
      kept.push(r);
    } else
      refused.push({
        ref: r.referenceNumber,
        outcome: 'failed',
        message: `job ${r.referenceNumber} was not imported: ${quotaUsedUp(limit).message}`,
      });
  }
  return { kept, refused };
}

/** Writes the batch; each row's outcome, in order. */
export async function writeJobs(
  t: WriteTarget,
  rows: JobFields[],
  qualificationCache: Map<string, S['IdName'] | null>,
): Promise<RowResult[]> {
  if (!rows.length) return [];
  const limit = t.openJobLimit;
  if (limit === null) return writeBatch(t, rows, qualificationCache, false, await existingJobs(t, rows));
  return t.db
    .transaction()
    .execute((trx) => writeWithinQuota({ ...t, db: trx }, rows, qualificationCache, limit, true));
}

async function writeWithinQuota(
  t: WriteTarget,
  rows: JobFields[],
  qualificationCache: Map<string, S['IdName'] | null>,
  limit: number,
  inTransaction: boolean,
): Promise<RowResult[]> {
  if (inTransaction) await lockJobQuota(t.db, t.companyId);
  const known = await existingJobs(t, rows);
  const room = Math.max(0, limit - (await openJobCount(t.db, t.clientId, t.companyId, null)));
  const { kept, refused } = keepWithinQuota(rows, (r) => !known.has(r.referenceNumber), room, limit);
  const written = await writeBatch(t, kept, qualificationCache, inTransaction, known);
  const byRef = new Map([...written, ...refused].map((r) => [r.ref, r]));
  return rows.map((r) => {
    const outcome = byRef.get(r.referenceNumber);
    if (!outcome) throw new Error(`import row ${r.referenceNumber} has no outcome`);
    return outcome;
  });
}

type Existing = Map<string, { status: S['JobStatus']; deleted_at: Date | null }>;

/** The company's jobs that already carry the rows' reference numbers. */
async function existingJobs(t: WriteTarget, rows: JobFields[]): Promise<Existing> {
  if (!rows.length) return new Map();
  const found = await jobsByReference(
    t.db,
    t.clientId,
    t.companyId,
    rows.map((r) => r.referenceNumber),
  );
  return new Map(found.map((r) => [r.reference_number ?? '', r]));
}

/** One row alone; inside a transaction under a savepoint, so that its failure spares the rest. */
async function upsertOne(t: WriteTarget, value: Insertable<JobsTable>, inTransaction: boolean): Promise<void> {
  if (!inTransaction) return upsert(t, [value]);
  await setSavepoint(t.db, 'import_row');
  try {
    await upsert(t, [value]);
    await releaseSavepoint(t.db, 'import_row');
  } catch (e) {
    await rollbackToSavepoint(t.db, 'import_row');
    throw e;
  }
}

async function writeBatch(
  t: WriteTarget,
  rows: JobFields[],
  qualificationCache: Map<string, S['IdName'] | null>,
  inTransaction: boolean,
  existing: Existing,
): Promise<RowResult[]> {
  if (!rows.length) return [];
  await qualifications(t, rows, qualificationCache);
  const results: RowResult[] = [];
  const writable: JobFields[] = [];
  for (const r of rows) {
    const old = existing.get(r.referenceNumber);
    if (old && (old.status === 'CLOSED' || old.status === 'DELETED' || old.deleted_at))
      results.push({
        ref: r.referenceNumber,
        outcome: 'failed',
        message: `job ${r.referenceNumber} is ${old.deleted_at ? 'deleted' : old.status.toLowerCase()} and cannot be changed`,
      });
    else {
      writable.push(r);
      results.push({ ref: r.referenceNumber, outcome: old ? 'updated' : 'created' });
    }
  }
  const fresh = writable.filter((r) => !existing.has(r.referenceNumber));
  const slugs = new Map(
    (
      await freeSlugs(
        t.db,
        t.clientId,
        fresh.map((r) => r.title),
      )
    ).map((s, i) => [fresh[i]?.referenceNumber, s]),
  );
  const now = new Date();
  const toValues = (r: JobFields): Insertable<JobsTable> => ({
    client_id: t.clientId,
    company_id: t.companyId,
    posted_by: t.userId,
    status: 'ACTIVE',
    approval_status: t.needsApproval ? PENDING : APPROVED,
    posting_step: 'job-posted-successfull',
    vacancies: 1,
    reference_number: r.referenceNumber,
    slug: slugs.get(r.referenceNumber) ?? null,
    posted_at: r.postedAt ?? now,
    ...columns(t, r, r.education ? (qualificationCache.get(r.education) ?? null) : null),
  });
  try {
    if (inTransaction) await setSavepoint(t.db, 'import_batch');
    await upsert(t, writable.map(toValues));
    if (inTransaction) await releaseSavepoint(t.db, 'import_batch');
  } catch {
    if (inTransaction) await rollbackToSavepoint(t.db, 'import_batch');
    // One bad row (a constraint, a slug taken meanwhile) must not sink the batch: retry one by one.
    for (const r of writable) {
      try {
        await upsertOne(t, toValues(r), inTransaction);
      } catch (e) {
        const at = results.findIndex((x) => x.ref === r.referenceNumber);
        results[at] = {
          ref: r.referenceNumber,
          outcome: 'failed',
          message: `could not be saved: ${(e as Error).message}`.slice(0, 500),
        };
      }
    }
  }
  return results;
}

/** Mirror: closes the company's jobs of this import type that the source no longer lists. */
export async function closeMissing(
  t: WriteTarget,
  seenRefs: string[],
  closableFrom: readonly S['JobStatus'][],
): Promise<number> {
  return closeJobsNotListed(t.db, t.clientId, t.companyId, t.importType, seenRefs, closableFrom);
}
