// file-history/*: starting an import run, and the company's runs as the import history shows them.
import type { components } from '@generated/schema';
import { page, type Page } from '../http/envelope.ts';
import { alreadyExists, badRequest, forbidden, notFound } from '../errors/errors.ts';
import type { JobQueue } from '../jobs-queue/queue.ts';
import type { Poster } from '../job-posting/index.ts';
import { companyMay } from '../payments/index.ts';
import { importFile } from './feed-source.ts';
import { IMPORT_TASK } from './run-import.ts';
import { findRun, insertRun, listRuns, type RunRow } from './runs-repo.ts';

type S = components['schemas'];

const NO_RUN = 'This import does not exist';
export const NO_MIRROR =
  'Your plan does not include mirroring imports (closing the jobs the source no longer lists); import without it';

export function runView(r: RunRow): S['FileHistory'] {
  return {
    _id: r.id,
    fileName: r.file_name,
    importType: r.import_type,
    source: r.source,
    mirror: r.mirror,
    status: r.status,
    total: r.total,
    processed: r.processed,
    created: r.created,
    updated: r.updated,
    closed: r.closed,
    failed: r.failed,
    message: r.message,
    errors: r.errors,
    notes: r.notes,
    createdBy: r.created_by ? { id: r.created_by, nm: r.created_by_name ?? '' } : null,
    startedAt: r.started_at?.toISOString() ?? null,
    finishedAt: r.finished_at?.toISOString() ?? null,
    createdAt: r.created_at.toISOString(),
  };
}

export async function startImport(
  p: Poster,
  jobs: JobQueue,
  body: S['FileHistoryCreateInput'],
): Promise<S['FileHistory']> {
  const feature = body.importType === 'XML' ? 'xml_job_import' : 'api_job_import';
  if (!(await companyMay(p.db, p.tenant, p.companyId, feature)))
    throw forbidden(`Your plan does not include ${body.importType === 'XML' ? 'XML feed' : 'API'} job imports`);
  // Mirroring (closing the company's imported jobs the source no longer lists) is a flag of its own.
  if (body.mirror && !(await companyMay(p.db, p.tenant, p.companyId, 'import_mirror'))) throw forbidden(NO_MIRROR);
  let source: string | null = null;
  let fileName: string;
  if (body.importType === 'API_IMPORT') {
    if (!body.jobs) throw badRequest('An API import sends its jobs in `jobs`');
    fileName = body.fileName ?? `API import of ${body.jobs.length} job${body.jobs.length === 1 ? '' : 's'}`;
  } else if (body.fileUri) {
    if (!(await importFile(p.db, p.clientId, body.fileUri)))
      throw badRequest('The file is not an XML feed uploaded for imports (files/upload with purpose import)');
    source = body.fileUri;
    fileName = body.fileName ?? body.fileUri.replace(/^\/files\//, '');
  } else if (body.feedUrl) {
    source = body.feedUrl;
    fileName = body.fileName ?? body.feedUrl;
  } else throw badRequest('An XML import names an uploaded file (fileUri) or a feed (feedUrl)');

  // The run and its job in one transaction: a crash between the two cannot leave a run `queued`
  // for good, which would also refuse every later import of the same source. On PGlite the
  // transaction holds the pool's one connection: the queue must be started before.
  await jobs.ready();
  const id = await p.db.transaction().execute(async (trx) => {
    const run = await insertRun(trx, {
      clientId: p.clientId,
      companyId: p.companyId,
      userId: p.userId,
      importType: body.importType,
      fileName: fileName.slice(0, 255),
      source,
      payload: body.importType === 'API_IMPORT' ? (body.jobs ?? null) : null,
      mirror: body.mirror ?? false,
    });
    if (run) await jobs.send(IMPORT_TASK, { runId: run }, { on: trx });
    return run;
  });
  if (!id) throw alreadyExists('An import of this source is already queued or running');
  return getImport(p, id);
}

export async function getImport(p: Poster, id: string): Promise<S['FileHistory']> {
  const row = await findRun(p.db, p.clientId, p.companyId, id);
  if (!row) throw notFound(NO_RUN);
  return runView(row);
}

export async function listImports(p: Poster, q: S['FileHistoryListQuery']): Promise<Page<S['FileHistory']>> {
  const pageNo = q.page ?? 1;
  const limit = q.limit ?? 10;
  const { rows, total } = await listRuns(p.db, p.clientId, p.companyId, {
    ...(q.status ? { status: q.status } : {}),
    ...(q.importType ? { importType: q.importType } : {}),
    ...(q.sortBy ? { sortBy: q.sortBy } : {}),
    desc: q.sortOrder !== 'asc',
    offset: (pageNo - 1) * limit,
    limit,
  });
  return page(rows.map(runView), total, pageNo, limit);
}
