import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  getActivateJobMockHandler,
  getActivateJobResponseMock,
  getCloseJobPositionMockHandler,
  getCloseJobPositionResponseMock,
  getUpdateJobVacancyCountMockHandler,
  getUpdateJobVacancyCountResponseMock,
} from '@generated/api/job-posting/job-posting.msw';
import {
  getGetJobMockHandler,
  getGetJobResponseMock,
  getListJobsResponseMock,
} from '@generated/api/jobs-discovery/jobs-discovery.msw';
import type { Job, JobActivateInput, JobVacancyCountInput } from '@generated/api/model';
import { renderWithRouter } from '@/test/render';
import { setupPostingTest } from '../test/setup-api';
import { JobRow } from '../my-jobs/job-row';
import { EmployerJobDetailPage } from './employer-job-detail-page';
import { actionsFor } from './lifecycle';
import { toast } from '@/lib/toast/toast';

const { server } = setupPostingTest();

const base = getGetJobResponseMock();
const job: Job = {
  ...base.data,
  status: 'ACTIVE',
  approvalStatus: 2,
  declineReason: null,
  vacancies: 2,
  counts: { applicants: 48, newApplicants: 6, views: 1312 },
};

function serve(j: Job) {
  server.use(getGetJobMockHandler({ ...base, data: j }));
}

const open = (jobId = job._id) =>
  renderWithRouter(<EmployerJobDetailPage search={{ jobId }} />, { path: `/employer/job-detail?jobId=${jobId}` });

const field = (keyNm: string, label: string, isPublic: boolean): NonNullable<Job['formValues']>['fields'][number] => ({
  _id: `6d7e8f9a-0b1c-4d2e-8f3a-4b5c6d7e8f${isPublic ? '01' : '02'}`,
  keyNm,
  label: { en: label },
  fieldType: 'text',
  required: false,
  isDefault: false,
  sortOrder: 0,
  isPublic,
});

describe('employer job detail', () => {
  it('shows every answer to the board’s own questions, which the job page shows, and those no longer asked', async () => {
    serve({
      ...job,
      formValues: {
        fields: [field('shiftPattern', 'Shift pattern', true), field('costCentre', 'Cost centre', false)],
        values: { shiftPattern: 'Nights', costCentre: 'NW-4471' },
        formerAnswers: [{ field: field('badge', 'Badge level', false), value: 'Amber' }],
      },
    });
    await open();
    const details = await screen.findByRole('region', { name: 'Additional details' });
    expect(within(details).getByText('Shift pattern').nextElementSibling?.textContent).toBe('Nights');
    expect(within(details).getByText('Cost centre').nextElementSibling?.textContent).toBe('NW-4471');
    expect(within(details).getByText('Badge level').nextElementSibling?.textContent).toContain('No longer asked');
    expect(within(details).getByText(/On the job’s page for everyone: Shift pattern\./)).toBeTruthy();
  });

  it('shows the job, its state, counts and a link to its responses', async () => {
    serve(job);
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: job.title ?? '' })).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    const counts = screen.getByRole('region', { name: 'Job counts' });
    expect(within(counts).getByText('48')).toBeTruthy();
    expect(within(counts).getByText('1,312')).toBeTruthy();
    expect(within(counts).getByRole('link', { name: 'View responses' }).getAttribute('href')).toBe(
      `/employer/responses?jobId=${job._id}`,
    );
    const facts = screen.getByRole('region', { name: 'Job details' });
    expect(within(facts).getByText('Employment type')).toBeTruthy();
    expect(within(facts).getByText(job.category.nm)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View on site' }).getAttribute('href')).toBe(`/job-detail/${job.slug}`);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells the employer a job is waiting for approval, and why one was declined', async () => {
    serve({ ...job, approvalStatus: 1 });
    const first = await open();
    expect(await screen.findByText('Waiting for approval')).toBeTruthy();
    expect(screen.getByText('Pending approval')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View on site' })).toBeNull();
    first.unmount();

    serve({ ...job, approvalStatus: 3, declineReason: 'The salary range is missing for a senior role.' });
    await open();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This job was declined')).toBeTruthy();
    expect(within(alert).getByText('The salary range is missing for a senior role.')).toBeTruthy();
    expect(screen.getByText('Declined')).toBeTruthy();
  });

  it('offers the moves the status allows and deactivates after confirming', async () => {
    serve(job);
    const bodies: JobActivateInput[] = [];
    server.use(
      getActivateJobMockHandler(async ({ request }) => {
        bodies.push((await request.json()) as JobActivateInput);
        return { ...getActivateJobResponseMock(), message: 'Job deactivated' };
      }),
    );
    await open();
    const panel = await screen.findByRole('region', { name: 'Manage this job' });
    const names = within(panel)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual(expect.arrayContaining(['Pause', 'Deactivate', 'Close position', 'Clone', 'Delete']));
    expect(names).not.toContain('Resume');
    fireEvent.click(within(panel).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate this job?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Job deactivated'));
    expect(bodies).toEqual([{ isActive: false }]);
  });

  it('shows a used-up job quota with an upgrade link when activating', async () => {
    serve({ ...job, status: 'INACTIVE' });
    const message = 'Your plan allows 3 open jobs at a time and all are in use.';
    server.use(
      http.patch('*/client/api/v1/jobs/activate/:id', () =>
        HttpResponse.json({ code: 'LIMIT_OVER', message, data: null }, { status: 403 }),
      ),
    );
    await open();
    const panel = await screen.findByRole('region', { name: 'Manage this job' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Activate' }));
    const alert = await within(panel).findByRole('alert');
    expect(within(alert).getByText(message)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Upgrade plan' })).toBeTruthy();
    expect((within(panel).getByRole('button', { name: 'Activate' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('closes a position after confirming', async () => {
    serve(job);
    let closed = 0;
    server.use(
      getCloseJobPositionMockHandler(() => {
        closed += 1;
        return getCloseJobPositionResponseMock();
      }),
    );
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Close position' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this position?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close position' }));
    await waitFor(() => expect(closed).toBe(1));
  });

  it('saves a new vacancy count', async () => {
    serve(job);
    const bodies: JobVacancyCountInput[] = [];
    server.use(
      getUpdateJobVacancyCountMockHandler(async ({ request }) => {
        bodies.push((await request.json()) as JobVacancyCountInput);
        return getUpdateJobVacancyCountResponseMock();
      }),
    );
    await open();
    const input = await screen.findByLabelText('Vacancies');
    fireEvent.change(input, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toEqual([{ vacancies: 5 }]));
  });

  it('shows an error when the job cannot be loaded, and a hint without a job', async () => {
    server.use(
      http.get('*/client/api/v1/jobs/get/:id', () =>
        HttpResponse.json(
          { code: 'ERROR', message: 'This job does not exist or is no longer available', data: null },
          { status: 404 },
        ),
      ),
    );
    const first = await open();
    expect(await screen.findByText('We could not load this job')).toBeTruthy();
    first.unmount();
    await renderWithRouter(<EmployerJobDetailPage search={{}} />, { path: '/employer/job-detail' });
    expect(screen.getByText('No job chosen')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My jobs' }).getAttribute('href')).toBe('/employer/my-jobs');
  });

  it('shows the decline reason in My jobs and links each job here', async () => {
    const summary = getListJobsResponseMock().data.items[0];
    if (!summary) throw new Error('the contract example lists a job');
    await renderWithRouter(
      <ul>
        <JobRow
          job={{ ...summary, status: 'ACTIVE', approvalStatus: 3, declineReason: 'Add a salary range.' }}
          busy={false}
          onAction={() => undefined}
        />
      </ul>,
      { path: '/employer/my-jobs' },
    );
    expect(screen.getByText('Declined: Add a salary range.')).toBeTruthy();
    expect(screen.getByRole('link', { name: summary.title ?? '' }).getAttribute('href')).toBe(
      `/employer/job-detail?jobId=${summary._id}`,
    );
  });

  it('never offers a move the server would refuse', () => {
    expect(actionsFor('DRAFT')).toEqual(['delete']);
    expect(actionsFor('INACTIVE')).toContain('activate');
    expect(actionsFor('EXPIRED')).not.toContain('activate');
    expect(actionsFor('CLOSED')).not.toContain('resume');
    expect(actionsFor('DELETED')).toEqual([]);
  });
});
