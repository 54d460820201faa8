// A small in-memory pipeline behind MSW: lists filter and count like the contract says, status
// updates change the stored applications, and tests can make ids fail or refuse the bulk form.
import { delay, http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import {
  getListActiveJobsWithApplicantsMockHandler,
  getListActiveJobsWithApplicantsResponseMock,
  getListApplicationsMockHandler,
} from '@generated/api/pipeline/pipeline.msw';
import type { Application, ApplicationListQuery, ApplicationStatusUpdateInput } from '@generated/api/model';
import { STATUSES, type ApplicationStatus } from '../shared/status';
import { listPage, summary } from './fixtures';

export type FakeOptions = {
  /** Ids the server answers 404 for. */
  missing?: string[];
  /** Refuse the bulk form with 403, as without the plan feature bulk_status_update. */
  noBulkFeature?: boolean;
  /** Hold every update this long, so the optimistic state can be seen. */
  updateDelayMs?: number;
};

export function fakePipeline(server: SetupServer, apps: Application[], options: FakeOptions = {}) {
  const store = new Map(apps.map((a) => [a._id, a]));
  const listBodies: ApplicationListQuery[] = [];
  const updates: Array<{ id: string; body: ApplicationStatusUpdateInput }> = [];
  const notFound = () =>
    HttpResponse.json({ code: 'ERROR', message: 'Application not found', data: null }, { status: 404 });

  server.use(
    getListActiveJobsWithApplicantsMockHandler(getListActiveJobsWithApplicantsResponseMock()),
    getListApplicationsMockHandler(async ({ request }) => {
      const body = (await request.json()) as ApplicationListQuery;
      listBodies.push(body);
      const q = body.search?.toLowerCase();
      const matching = [...store.values()].filter(
        (a) =>
          (!body.jobId || a.job._id === body.jobId) &&
          (!q || (a.candidate?.name ?? a.guest?.name ?? '').toLowerCase().includes(q)),
      );
      const counts: Partial<Record<ApplicationStatus, number>> = {};
      for (const s of STATUSES) counts[s] = matching.filter((a) => a.status === s).length;
      const items = matching.filter((a) => !body.status || a.status === body.status);
      const limit = body.limit ?? 10;
      const page = body.page ?? 1;
      return listPage(items.slice((page - 1) * limit, page * limit), summary(counts), {
        page,
        limit,
        total: items.length,
        totalPages: Math.ceil(items.length / limit),
      });
    }),
    http.put('*/client/api/v1/userjobs/update/:id', async ({ request, params }) => {
      const id = String(params.id);
      const body = (await request.json()) as ApplicationStatusUpdateInput;
      updates.push({ id, body });
      if (options.updateDelayMs) await delay(options.updateDelayMs);
      const ids = [id, ...(body.ids ?? [])];
      if (body.ids && options.noBulkFeature)
        return HttpResponse.json(
          { code: 'ERROR', message: 'Your plan does not include bulk status updates', data: null },
          { status: 403 },
        );
      if (ids.some((i) => !store.has(i) || options.missing?.includes(i))) return notFound();
      const items = ids.map((i) => {
        const before = store.get(i) as Application;
        const after: Application = {
          ...before,
          status: body.status,
          history: [
            ...before.history,
            {
              from: before.status,
              to: body.status,
              byUserId: null,
              byName: 'Priya Raman',
              at: new Date().toISOString(),
              note: null,
            },
          ],
        };
        store.set(i, after);
        return after;
      });
      return HttpResponse.json({
        code: 'SUCCESS',
        message: 'Application status updated',
        data: { affected: items.length, items },
      });
    }),
  );
  return { store, listBodies, updates };
}
