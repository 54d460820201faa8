// The background work of one import run: read the source, optionally close the jobs the source
// dropped (first, so their places under the plan's open-job quota go to the source's new jobs),
// check each row, write jobs a batch at a time (progress saved after each batch, so the page can
// show it), and finish the run. A feed that is not well-formed XML is refused before any job
// is written, so a broken download never half-imports, and never lets a mirror close jobs.
import { createReadStream } from 'node:fs';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { ImportRowError } from '../db/tables-imports.ts';
import { storageFor } from '../files/index.ts';
import type { Tenant } from '../http/context.ts';
import { movableFrom } from '../job-posting/index.ts';
import { featureAllowed } from '../tenancy/features.ts';
import { companyEntitlements, companyMay } from '../payments/index.ts';
import { FeedFormatError, readFeed } from './feed-xml.ts';
import { SourceError, spoolFeed } from './feed-source.ts';
import { boardCategories, clientOf, companyOf } from './board-repo.ts';
import { makeCategoryMatcher } from './category-match.ts';
import { defaultImportCategory } from './default-category.ts';
import { categoryKey, checkJob, type CategoryIndex, type JobFields } from './job-fields.ts';
import { closeMissing, writeJobs, type WriteTarget } from './jobs-writer.ts';
import { fromApiJob, type SourceRow } from './raw-job.ts';
import { claimRun, finishRun, MAX_ROW_ERRORS, saveProgress, type Progress } from './runs-repo.ts';
import { errorOf, log } from '../log/logger.ts';

export const IMPORT_TASK = 'imports.run';
const BATCH = 100;

export type ImportEnv = { db: Db; config: Config };

/** Thrown when the worker stops mid-run: the run goes back to the queue and pg-boss retries it. */
export class ImportInterrupted extends Error {}

async function categoryIndex(db: Db, clientId: string): Promise<CategoryIndex> {
  const rows = await boardCategories(db, clientId);
  const index = new Map<string, { id: string; name: string }>();
  for (const r of rows) {
    index.set(categoryKey(r.slug), { id: r.id, name: r.name });
    index.set(categoryKey(r.name), { id: r.id, name: r.name });
  }
  return index;
}

async function target(
  env: ImportEnv,
  run: {
    id: string;
    client_id: string;
    company_id: string;
    created_by: string | null;
    import_type: WriteTarget['importType'];
  },
): Promise<WriteTarget & { mayMirror: boolean }> {
  const { db } = env;
  const client = await clientOf(db, run.client_id);
  const company = await companyOf(db, run.client_id, run.company_id);
  const tenant: Tenant = { ...client, host: '', primaryHost: '' };
  return {
    db,
    clientId: run.client_id,
    companyId: run.company_id,
    userId: run.created_by,
    runId: run.id,
    importType: run.import_type,
    // Asked again when the run starts: a run waits in the queue, and the plan may end meanwhile.
    mayMirror: await companyMay(db, tenant, run.company_id, 'import_mirror'),
    // The approval rule of confirm-post: a plan with posting approval holds new jobs for review.
    needsApproval: featureAllowed(tenant, 'job_posting_approval'),
    // The quota of confirm-post: new jobs take open places (a plan may include imports by override).
    openJobLimit: (await companyEntitlements(db, tenant, run.company_id)).limit('jobPosts'),
    company: { name: company.name, logo: company.logo_uri, about: company.about, website: company.website },
  };
}

async function* xmlRows(path: string): AsyncGenerator<SourceRow> {
  yield* readFeed(createReadStream(path));
}

/** The rows' count and reference numbers: one pass, which also proves the whole feed parses. */
async function scan(rows: AsyncIterable<SourceRow> | Iterable<SourceRow>): Promise<{ total: number; refs: string[] }> {
  let total = 0;
  const refs = new Set<string>();
  for await (const { job } of rows) {
    total++;
    const ref = job.referencenumber?.trim();
    if (ref) refs.add(ref);
  }
  return { total, refs: [...refs] };
}

async function* batches<T>(rows: AsyncIterable<T> | Iterable<T>, size: number): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const r of rows) {
    batch.push(r);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

export async function runImport(env: ImportEnv, runId: string, signal: AbortSignal): Promise<void> {
  const run = await claimRun(env.db, runId);
  if (!run) return;
  let cleanup: (() => Promise<void>) | undefined;
  try {
    const t = await target(env, run);
    const matchCategory = makeCategoryMatcher(
      await categoryIndex(env.db, run.client_id),
      await defaultImportCategory(env.db, run.client_id),
    );
    let rows: AsyncIterable<SourceRow> | Iterable<SourceRow>;
    let listed: { total: number; refs: string[] };
    if (run.import_type === 'API_IMPORT') {
      const jobs = run.payload ?? [];
      rows = jobs.map((job, i) => ({ row: i + 1, job: fromApiJob(job) }));
      listed = await scan(rows);
    } else {
      const spooled = await spoolFeed(
        run.source?.startsWith('/files/')
          ? { kind: 'file', db: env.db, clientId: run.client_id, uri: run.source, storage: storageFor(env.config) }
          : { kind: 'url', url: run.source ?? '', policy: { allowPrivateHosts: env.config.env !== 'production' } },
      );
      cleanup = spooled.cleanup;
      // First pass: the row count for the progress bar, and proof the whole feed parses.
      listed = await scan(xmlRows(spooled.path));
      rows = xmlRows(spooled.path);
    }

    const progress: Progress = { total: listed.total, processed: 0, created: 0, updated: 0, failed: 0, closed: 0 };
    const errors: ImportRowError[] = [];
    const notes: ImportRowError[] = [];
    const seen = new Set<string>();
    const qualificationCache = new Map();
    const fail = (row: number, ref: string | null, message: string) => {
      progress.failed++;
      if (errors.length < MAX_ROW_ERRORS)
        errors.push({ row, referenceNumber: ref ? ref.slice(0, 100) : null, message: message.slice(0, 500) });
    };
    // A mirror closes the dropped jobs first, so the places they free count for the feed's new
    // jobs under the open-job quota. An empty source would close every imported job: far more
    // likely a broken export than intent, so it closes none.
    const mirror = run.mirror && t.mayMirror;
    if (mirror && listed.refs.length) progress.closed = await closeMissing(t, listed.refs, movableFrom('close'));
    await saveProgress(env.db, run.id, progress, errors, notes);

    for await (const batch of batches(rows, BATCH)) {
      if (signal.aborted) throw new ImportInterrupted('The worker is stopping');
      const good: { row: number; fields: JobFields }[] = [];
      for (const { row, job } of batch) {
        const ref = job.referencenumber?.trim() || null;
        const checked = checkJob(job, matchCategory);
        if (ref && seen.has(ref))
          fail(row, ref, `referencenumber ${ref} appears more than once; the first one was imported`);
        else if (!checked.ok) fail(row, ref, checked.message);
        else {
          good.push({ row, fields: checked.fields });
          if (checked.fields.notes.length && notes.length < MAX_ROW_ERRORS)
            notes.push({
              row,
              referenceNumber: ref?.slice(0, 100) ?? null,
              message: checked.fields.notes.join('; ').slice(0, 500),
            });
        }
        if (ref) seen.add(ref);
      }
      const results = await writeJobs(
        t,
        good.map((g) => g.fields),
        qualificationCache,
      );
      results.forEach((r, i) => {
        if (r.outcome === 'failed') fail(good[i]?.row ?? 0, r.ref, r.message);
        else progress[r.outcome]++;
      });
      progress.processed += batch.length;
      await saveProgress(env.db, run.id, progress, errors, notes);
    }

    await finishRun(env.db, run.id, {
      status: 'done',
      message:
        run.mirror && !mirror
          ? 'The plan no longer includes mirroring imports, so no job was closed'
          : mirror && !listed.refs.length
            ? 'The source listed no jobs, so no job was closed'
            : null,
    });
  } catch (e) {
    if (e instanceof ImportInterrupted) {
      await finishRun(env.db, run.id, { status: 'queued' });
      throw e;
    }
    const known = e instanceof FeedFormatError || e instanceof SourceError;
    const message =
      e instanceof FeedFormatError ? `The feed is not well-formed XML: ${e.message}` : (e as Error).message;
    if (!known) log.error({ err: errorOf(e), runId }, 'import run failed');
    await finishRun(env.db, run.id, {
      status: 'failed',
      message: (known ? message : 'The import stopped on an unexpected error').slice(0, 500),
    });
  } finally {
    await cleanup?.();
  }
}
