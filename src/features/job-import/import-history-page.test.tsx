// The import history over MSW: the list and its page size, polling that stops once no run is
// active, starting an import from an uploaded feed and from a URL, the errors of a run and of the
// dialog, and the upgrade state a plan without imports gets instead of an error.
import { useRouterState } from '@tanstack/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getUploadFileMockHandler } from '@generated/api/files/files.msw';
import {
  getCreateFileHistoryMockHandler,
  getGetFileHistoryMockHandler,
  getListFileHistoryMockHandler,
  getListFileHistoryResponseMock,
} from '@generated/api/job-import/job-import.msw';
import type { FileHistory, FileHistoryCreateInput, FileHistoryListQuery } from '@generated/api/model';
import { renderWithRouter } from '@/test/render';
import { validateImportHistorySearch } from './history-search';
import { ImportHistoryPage } from './import-history-page';
import { mirrorPlan, setupImportTest } from './test/setup-api';
import { toast } from '@/lib/toast/toast';

const { server, onFailure } = setupImportTest();

const example = getListFileHistoryResponseMock();
const done = example.data.items[0];
if (!done) throw new Error('the contract example lists one run');

const aRun = (over: Partial<FileHistory>): FileHistory => ({ ...done, errors: [], message: null, ...over });

function listOf(items: FileHistory[], page = 1, limit = 10) {
  return {
    ...example,
    data: {
      items,
      pagination: { page, limit, total: items.length, totalPages: Math.max(1, Math.ceil(items.length / limit)) },
    },
  };
}

const POLL = 50;
const LIST_URL = '*/client/api/v1/file-history/list';
const failWith =
  (status: number, message: string, code = 'ERROR') =>
  () =>
    HttpResponse.json({ code, message, data: null }, { status });
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

function Harness() {
  const search = useRouterState({ select: (s) => validateImportHistorySearch(s.location.search) });
  return <ImportHistoryPage search={search} pollMs={POLL} />;
}

const render = () => renderWithRouter(<Harness />, { path: '/employer/import-history' });

describe('import history', () => {
  it('lists runs with status, progress, counts and times, and changes the page size', async () => {
    const bodies: FileHistoryListQuery[] = [];
    server.use(
      getListFileHistoryMockHandler(async ({ request }) => {
        const body = (await request.json()) as FileHistoryListQuery;
        bodies.push(body);
        return listOf([done], body.page, body.limit);
      }),
    );
    const { router } = await render();
    const table = await screen.findByRole('table', { name: 'Import runs' });
    const row = within(table).getByText(done.fileName).closest('tr');
    if (!row) throw new Error('no row for the run');
    expect(within(row).getByText('Done')).toBeTruthy();
    expect(within(row).getByText('XML feed')).toBeTruthy();
    expect(within(row).getByText('84 created · 33 updated · 0 closed · 3 failed')).toBeTruthy();
    const bar = within(row).getByRole('progressbar', { name: `Progress of ${done.fileName}: 120 of 120 rows` });
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(bodies[0]).toEqual({ page: 1, limit: 10 });

    const perPage = screen.getByLabelText('Per page');
    expect(
      within(perPage)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '20', '30', '40', '50']);
    fireEvent.change(perPage, { target: { value: '30' } });
    await waitFor(() => expect(bodies.at(-1)).toEqual({ page: 1, limit: 30 }));
    expect(router.state.location.search).toEqual({ limit: 30 });
  });

  it('shows the empty state with a way to start the first import', async () => {
    server.use(getListFileHistoryMockHandler(listOf([])));
    await render();
    expect(await screen.findByText('No imports yet')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'New import' }).length).toBeGreaterThan(0);
  });

  it('polls while a run is running and stops once none is', async () => {
    let calls = 0;
    let state: FileHistory = aRun({
      status: 'running',
      total: 120,
      processed: 60,
      created: 40,
      updated: 20,
      failed: 0,
      finishedAt: null,
    });
    server.use(
      getListFileHistoryMockHandler(() => {
        calls += 1;
        return listOf([state]);
      }),
    );
    await render();
    expect(await screen.findByRole('progressbar', { name: /60 of 120 rows/ })).toBeTruthy();
    // Still running: the list is asked again and again.
    await waitFor(() => expect(calls).toBeGreaterThanOrEqual(3));
    state = aRun({ status: 'done' });
    expect(await screen.findByText('Done')).toBeTruthy();
    const settled = calls;
    await pause(POLL * 8);
    expect(calls).toBe(settled);
  });

  it('starts an import from an uploaded feed; the new run appears at the top and its progress moves', async () => {
    const runs: FileHistory[] = [done];
    let created: FileHistoryCreateInput | undefined;
    let purpose: FormDataEntryValue | null = null;
    // What the worker has done with the new run so far; the test moves it on.
    const advance = (over: Partial<FileHistory>) => {
      const [first] = runs;
      if (first) runs[0] = { ...first, ...over };
    };
    server.use(
      getListFileHistoryMockHandler(() => listOf(runs)),
      getUploadFileMockHandler(async ({ request }) => {
        purpose = (await request.formData()).get('purpose');
        return {
          code: 'SUCCESS',
          message: 'File uploaded',
          data: { uri: '/files/imports/abc-feed.xml', name: 'feed.xml', mimeType: 'application/xml', size: 120 },
        };
      }),
      getCreateFileHistoryMockHandler(async ({ request }) => {
        created = (await request.json()) as FileHistoryCreateInput;
        const run = aRun({
          _id: 'new-run',
          fileName: 'april-feed.xml',
          status: 'queued',
          mirror: true,
          total: 0,
          processed: 0,
          created: 0,
          updated: 0,
          failed: 0,
          startedAt: null,
          finishedAt: null,
        });
        runs.unshift(run);
        return { code: 'SUCCESS', message: 'Import started', data: run };
      }),
    );
    await render();
    await screen.findByRole('table', { name: 'Import runs' });
    fireEvent.click(screen.getByRole('button', { name: 'New import' }));
    const dialog = await screen.findByRole('dialog', { name: 'New import' });
    const feed = new File(['<source><job/></source>'], 'april-feed.xml', { type: 'application/xml' });
    fireEvent.change(within(dialog).getByLabelText('XML feed file'), { target: { files: [feed] } });
    expect(within(dialog).getByText(/april-feed\.xml/)).toBeTruthy();
    const mirror = within(dialog).getByRole('switch', { name: /^Mirror the feed/ });
    expect(mirror.getAttribute('aria-describedby')).toBeTruthy();
    // The switch waits for the plan (import mirroring) before it can be turned on.
    await waitFor(() => expect((mirror as HTMLInputElement).disabled).toBe(false));
    expect(within(dialog).getByText(/Jobs missing from the feed are closed/)).toBeTruthy();
    fireEvent.click(mirror);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start import' }));

    await waitFor(() => expect(created).toBeDefined());
    expect(purpose).toBe('import');
    expect(created).toEqual({
      importType: 'XML',
      fileUri: '/files/imports/abc-feed.xml',
      fileName: 'april-feed.xml',
      mirror: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New import' })).toBeNull());
    expect(toast).toHaveBeenCalledWith('Import started');

    const table = screen.getByRole('table', { name: 'Import runs' });
    const firstRow = () => within(table).getAllByRole('row')[1];
    await waitFor(() => expect(within(firstRow() as HTMLElement).getByText('april-feed.xml')).toBeTruthy());
    expect(within(firstRow() as HTMLElement).getByText('Queued')).toBeTruthy();
    advance({ status: 'running', total: 40, processed: 20, created: 20 });
    await screen.findByRole('progressbar', { name: /april-feed\.xml: 20 of 40 rows/ });
    advance({ status: 'done', total: 40, processed: 40, created: 40 });
    await screen.findByRole('progressbar', { name: /april-feed\.xml: 40 of 40 rows/ });
    expect(within(firstRow() as HTMLElement).getByText('Done')).toBeTruthy();
  });

  it('starts an import from a feed URL, checking the address first', async () => {
    let created: FileHistoryCreateInput | undefined;
    server.use(
      getListFileHistoryMockHandler(listOf([done])),
      getCreateFileHistoryMockHandler(async ({ request }) => {
        created = (await request.json()) as FileHistoryCreateInput;
        return {
          code: 'SUCCESS',
          message: 'Import started',
          data: aRun({ _id: 'url-run', status: 'queued', fileName: created.feedUrl ?? '' }),
        };
      }),
    );
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'New import' }));
    const dialog = await screen.findByRole('dialog', { name: 'New import' });
    fireEvent.click(within(dialog).getByLabelText('Feed URL', { selector: 'input[type="radio"]' }));
    const address = within(dialog).getByRole('textbox', { name: /Feed URL/ });
    fireEvent.change(address, { target: { value: 'ftp://feeds.example.com/jobs.xml' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start import' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/http:\/\/ or https:\/\//);
    expect(created).toBeUndefined();

    fireEvent.change(address, { target: { value: ' https://feeds.example.com/jobs.xml ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start import' }));
    await waitFor(() =>
      expect(created).toEqual({ importType: 'XML', feedUrl: 'https://feeds.example.com/jobs.xml', mirror: false }),
    );
  });

  it('offers no mirroring without it in the plan, and says so', async () => {
    let created: FileHistoryCreateInput | undefined;
    server.use(
      mirrorPlan(false),
      getListFileHistoryMockHandler(listOf([done])),
      getCreateFileHistoryMockHandler(async ({ request }) => {
        created = (await request.json()) as FileHistoryCreateInput;
        return { code: 'SUCCESS', message: 'Import started', data: aRun({ _id: 'plain-run', status: 'queued' }) };
      }),
    );
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'New import' }));
    const dialog = await screen.findByRole('dialog', { name: 'New import' });
    const mirror = within(dialog).getByRole('switch', { name: /^Mirror the feed/ });
    await waitFor(() => expect(within(dialog).getByText(/your plan does not include/)).toBeTruthy());
    expect((mirror as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByLabelText('Feed URL', { selector: 'input[type="radio"]' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Feed URL/ }), {
      target: { value: 'https://feeds.example.com/jobs.xml' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start import' }));
    await waitFor(() =>
      expect(created).toEqual({ importType: 'XML', feedUrl: 'https://feeds.example.com/jobs.xml', mirror: false }),
    );
  });

  it('says in the dialog why an import could not start, without a toast', async () => {
    server.use(
      getListFileHistoryMockHandler(listOf([done])),
      mswHttp.post(
        '*/client/api/v1/file-history/create',
        failWith(409, 'An import of this source is already queued or running', 'ALREADY_EXIST'),
      ),
    );
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'New import' }));
    const dialog = await screen.findByRole('dialog', { name: 'New import' });
    fireEvent.click(within(dialog).getByLabelText('Feed URL', { selector: 'input[type="radio"]' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Feed URL/ }), {
      target: { value: 'https://feeds.example.com/jobs.xml' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start import' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'An import of this source is already queued or running',
    );
    expect(onFailure).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'New import' })).toBeTruthy();
  });

  it('refuses a file that is not XML before uploading it', async () => {
    server.use(getListFileHistoryMockHandler(listOf([done])));
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'New import' }));
    const dialog = await screen.findByRole('dialog', { name: 'New import' });
    const pdf = new File(['%PDF'], 'jobs.pdf', { type: 'application/pdf' });
    fireEvent.change(within(dialog).getByLabelText('XML feed file'), { target: { files: [pdf] } });
    expect(within(dialog).getByRole('alert').textContent).toMatch(/not an XML file/);
  });

  it('shows a run’s row errors and, for a failed run, why it failed', async () => {
    const failed = aRun({
      _id: 'failed-run',
      fileName: 'https://feeds.example.com/broken.xml',
      status: 'failed',
      message: 'The feed is not well-formed XML: unexpected end of input',
      failed: 2,
      errors: [
        { row: 17, referenceNumber: 'NWL-PUN-0412', message: 'city "Pune East" is not a known city' },
        { row: 101, referenceNumber: null, message: 'referencenumber is missing' },
      ],
    });
    server.use(
      getListFileHistoryMockHandler(listOf([failed])),
      getGetFileHistoryMockHandler(({ params }) => {
        expect(params.id).toBe('failed-run');
        return { code: 'SUCCESS', message: 'Success', data: failed };
      }),
    );
    await render();
    fireEvent.click(await screen.findByRole('button', { name: `Details of ${failed.fileName}` }));
    const drawer = await screen.findByRole('dialog', { name: 'Import details' });
    expect((await within(drawer).findByRole('alert')).textContent).toContain(
      'The feed is not well-formed XML: unexpected end of input',
    );
    const errors = within(drawer).getByRole('table', { name: 'Rows not imported' });
    const rows = within(errors)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['17', 'NWL-PUN-0412', 'city "Pune East" is not a known city'],
      ['101', '—', 'referencenumber is missing'],
    ]);
  });

  it('shows the upgrade state, not an error, when the plan has no bulk import', async () => {
    server.use(mswHttp.post(LIST_URL, failWith(403, 'Your plan does not include this feature')));
    await render();
    expect(await screen.findByText('Bulk job import is not part of your plan')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/employer/pricing-and-plans');
    expect(screen.queryByRole('button', { name: 'New import' })).toBeNull();
    expect(screen.queryByText(/could not load/)).toBeNull();
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('offers a retry when the list fails for another reason', async () => {
    server.use(mswHttp.post(LIST_URL, failWith(500, 'Oops, something went wrong !')));
    await render();
    // One retry (the app's default) comes first.
    expect(await screen.findByText('We could not load your imports', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeTruthy();
  });
});
