import { useRouterState } from '@tanstack/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getListActiveJobsWithApplicantsMockHandler } from '@generated/api/pipeline/pipeline.msw';
import { getListActiveJobsWithApplicantsResponseMock } from '@generated/api/pipeline/pipeline.msw';
import { renderWithRouter } from '@/test/render';
import { validateResponsesSearch } from '../shared/search';
import { application, guestApplication } from '../test/fixtures';
import { fakePipeline } from '../test/fake-pipeline';
import { setupPipelineTest, trackingPlan } from '../test/setup-api';
import { ResponsesPage } from './responses-page';
import { toast } from '@/lib/toast/toast';

const { server, onFailure } = setupPipelineTest();

const JOB = '6ca76350-0a64-45be-84fb-01c3f21354c8';

function apps() {
  return [
    application('a1', 'Arjun Mehta', 'SHORTLIST'),
    application('a2', 'Meera Nair', 'APPLIED'),
    application('a3', 'Tom Fischer', 'APPLIED'),
    guestApplication('a4', 'Rita Gomes', 'rita@example.com'),
    application('a5', 'Ravi Kumar', 'HIRED'),
  ];
}

function Harness() {
  const search = useRouterState({ select: (s) => validateResponsesSearch(s.location.search) });
  return <ResponsesPage search={search} />;
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const row = (name: string) => screen.getByRole('listitem', { name });

async function open(path = `/employer/responses?jobId=${JOB}`) {
  const result = await renderWithRouter(<Harness />, { path });
  await screen.findByRole('list', { name: 'Applicants' }, { timeout: 5000 });
  return result;
}

describe('responses', () => {
  it('opens the newest active job, remembers it in the URL, and counts every tab', async () => {
    const fake = fakePipeline(server, apps());
    const { router } = await open('/employer/responses');
    expect(router.state.location.search).toMatchObject({ jobId: JOB });
    expect(fake.listBodies[0]).toMatchObject({ jobId: JOB, page: 1, limit: 10 });
    await waitFor(() => expect(within(tab(/^All/)).getByText('5')).toBeTruthy());
    expect(within(tab(/^Applied/)).getByText('3')).toBeTruthy();
    expect(within(tab(/^Shortlist/)).getByText('1')).toBeTruthy();
    expect(within(tab(/^In-interview/)).getByText('0')).toBeTruthy();
    expect(within(tab(/^Hired/)).getByText('1')).toBeTruthy();
    expect(within(tab(/^Rejected/)).getByText('0')).toBeTruthy();
    const guest = row('Rita Gomes');
    expect(within(guest).getByText('Guest')).toBeTruthy();
    expect(within(guest).getByText('rita@example.com')).toBeTruthy();
    expect(within(row('Arjun Mehta')).getByText('Shortlist')).toBeTruthy();
    expect(within(row('Arjun Mehta')).getByRole('link', { name: 'Arjun Mehta' }).getAttribute('href')).toBe(
      '/employer/response-detail?userJobId=a1',
    );
  });

  it('switches tabs by their manifest index and asks the server for that status', async () => {
    const fake = fakePipeline(server, apps());
    const { router } = await open();
    fireEvent.click(await screen.findByRole('tab', { name: /^Hired/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ jobId: JOB, tab: 4 }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Arjun Mehta' })).toBeNull());
    expect(row('Ravi Kumar')).toBeTruthy();
    expect(fake.listBodies.at(-1)).toMatchObject({ status: 'HIRED' });
  });

  it('moves one applicant at once, counts follow, then refetches', async () => {
    const fake = fakePipeline(server, apps(), { updateDelayMs: 150 });
    await open();
    await waitFor(() => expect(within(tab(/^Shortlist/)).getByText('1')).toBeTruthy());
    const before = fake.listBodies.length;
    fireEvent.click(within(row('Arjun Mehta')).getByRole('button', { name: 'Change status of Arjun Mehta' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move to interview' }));
    // Optimistic: the badge and the counts change before the server has answered.
    await waitFor(() => expect(within(row('Arjun Mehta')).getByText('In-interview')).toBeTruthy());
    expect(within(tab(/^In-interview/)).getByText('1')).toBeTruthy();
    expect(within(tab(/^Shortlist/)).getByText('0')).toBeTruthy();
    await waitFor(() => expect(fake.updates).toEqual([{ id: 'a1', body: { status: 'IN_INTERVIEW' } }]));
    await waitFor(() => expect(fake.listBodies.length).toBeGreaterThan(before));
    expect(fake.store.get('a1')?.status).toBe('IN_INTERVIEW');
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Arjun Mehta moved to In-interview'));
  });

  it('puts the row and the counts back when the server refuses the change', async () => {
    fakePipeline(server, apps(), { missing: ['a1'], updateDelayMs: 50 });
    await open();
    await waitFor(() => expect(within(tab(/^Shortlist/)).getByText('1')).toBeTruthy());
    fireEvent.click(within(row('Arjun Mehta')).getByRole('button', { name: 'Change status of Arjun Mehta' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Hire' }));
    await waitFor(() => expect(within(row('Arjun Mehta')).getByText('Hired')).toBeTruthy());
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Application not found', 'error'));
    await waitFor(() => expect(within(row('Arjun Mehta')).getByText('Shortlist')).toBeTruthy());
    expect(within(tab(/^Shortlist/)).getByText('1')).toBeTruthy();
    expect(within(tab(/^Hired/)).getByText('1')).toBeTruthy();
  });

  it('asks before rejecting', async () => {
    const fake = fakePipeline(server, apps());
    await open();
    fireEvent.click(within(row('Meera Nair')).getByRole('button', { name: 'Change status of Meera Nair' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Meera Nair?' });
    expect(fake.updates).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(fake.updates).toEqual([{ id: 'a2', body: { status: 'REJECTED' } }]));
  });

  it('moves the whole page in one bulk call', async () => {
    const fake = fakePipeline(server, apps());
    await open();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all applicants on this page' }));
    expect(screen.getByText('5 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move selected' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move to interview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Moved to In-interview' });
    expect(within(dialog).getByText('5 of 5 applicants moved to In-interview.')).toBeTruthy();
    expect(fake.updates).toEqual([{ id: 'a1', body: { status: 'IN_INTERVIEW', ids: ['a2', 'a3', 'a4', 'a5'] } }]);
    await waitFor(() => expect(within(tab(/^In-interview/)).getByText('5')).toBeTruthy());
  });

  it('without the bulk feature moves each one, shows progress and names the ones that failed', async () => {
    const fake = fakePipeline(server, apps(), { noBulkFeature: true, missing: ['a3'] });
    await open();
    fireEvent.click(within(row('Meera Nair')).getByRole('checkbox', { name: 'Select Meera Nair' }));
    fireEvent.click(within(row('Tom Fischer')).getByRole('checkbox', { name: 'Select Tom Fischer' }));
    fireEvent.click(within(row('Rita Gomes')).getByRole('checkbox', { name: 'Select Rita Gomes' }));
    expect(
      (screen.getByRole('checkbox', { name: 'Select all applicants on this page' }) as HTMLInputElement).indeterminate,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move selected' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Shortlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Moved to Shortlist' });
    expect(within(dialog).getByText('2 of 3 moved to Shortlist; 1 could not be moved.')).toBeTruthy();
    expect(within(dialog).getByText('Tom Fischer')).toBeTruthy();
    expect(within(dialog).getByText(/Application not found/)).toBeTruthy();
    expect(fake.updates.map((u) => u.id)).toEqual(['a2', 'a2', 'a3', 'a4']);
    expect(fake.updates[0]?.body).toEqual({ status: 'SHORTLIST', ids: ['a3', 'a4'] });
    expect(onFailure).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(within(tab(/^Shortlist/)).getByText('3')).toBeTruthy());
    expect(within(row('Tom Fischer')).getByText('Applied')).toBeTruthy();
  });

  it('says when a job has no applicants yet, and when the list cannot load', async () => {
    fakePipeline(server, []);
    await renderWithRouter(<Harness />, { path: `/employer/responses?jobId=${JOB}` });
    expect(await screen.findByText('No applicants yet')).toBeTruthy();

    server.use(
      http.post('*/client/api/v1/userjobs/list', () =>
        HttpResponse.json({ code: 'ERROR', message: 'Database unavailable', data: null }, { status: 500 }),
      ),
    );
    fireEvent.click(screen.getByRole('tab', { name: /^Rejected/ }));
    expect(await screen.findByText('We could not load the applicants')).toBeTruthy();
  });

  it('without applicant tracking lists the applicants but offers no moves, and says why', async () => {
    fakePipeline(server, apps());
    server.use(...trackingPlan(false));
    await open();
    expect(await screen.findByText('Applicant tracking is not in your plan')).toBeTruthy();
    expect(row('Arjun Mehta')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Change status of/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('sends employers without active jobs to post one', async () => {
    const example = getListActiveJobsWithApplicantsResponseMock();
    server.use(
      getListActiveJobsWithApplicantsMockHandler({
        ...example,
        data: { items: [], pagination: { page: 1, limit: 50, total: 0, totalPages: 0 } },
      }),
    );
    await renderWithRouter(<Harness />, { path: '/employer/responses' });
    expect(await screen.findByText('No active jobs')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Post a job' })).toBeTruthy();
  });
});
