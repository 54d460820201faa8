import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { getListApplicationsMockHandler, getListApplicationsResponseMock } from '@generated/api/pipeline/pipeline.msw';
import { getGetJobMockHandler, getGetJobResponseMock } from '@generated/api/jobs-discovery/jobs-discovery.msw';
import {
  getBringBackApplicationMockHandler,
  getBringBackApplicationResponseMock,
  getGetJobScreeningMockHandler,
  getGetJobScreeningResponseMock,
  getSaveJobScreeningMockHandler,
  getSaveJobScreeningResponseMock,
} from '@generated/api/knock-outs/knock-outs.msw';
import type { Application, ApplicationListQuery, JobScreeningInput } from '@generated/api/model';
import { configureHttp } from '@/lib/api/http';
import { clearStoredSession, getSession, setSession } from '@/lib/session/session';
import { renderWithRouter } from '@/test/render';
import { ScreeningEditor } from './screening-editor';
import { SetAsideList } from './set-aside-list';

const server = setupServer();
const JOB = getGetJobResponseMock().data._id;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  configureHttp({
    origin: 'http://jobs.test',
    getToken: () => getSession()?.token,
    getAdminId: () => null,
    onFailure: vi.fn(),
  });
  setSession('token', {
    firstName: 'Priya',
    lastName: 'Raman',
    email: 'priya@example.in',
    role: 'employer',
    companyName: 'Lumen Fintech',
  });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearStoredSession();
});
afterAll(() => server.close());

describe('the knock-out question editor', () => {
  it('shows each question with its weight and required answer, and saves the rules', async () => {
    const sent: JobScreeningInput[] = [];
    server.use(
      getGetJobMockHandler(getGetJobResponseMock()),
      getGetJobScreeningMockHandler(getGetJobScreeningResponseMock()),
      getSaveJobScreeningMockHandler(async ({ request }) => {
        sent.push((await request.json()) as JobScreeningInput);
        return getSaveJobScreeningResponseMock();
      }),
    );
    await renderWithRouter(<ScreeningEditor jobId={JOB} />);
    const office = await screen.findByRole('group', {
      name: 'Can you work from our Bengaluru office three days a week?',
    });
    const later = within(office).getByRole('checkbox', { name: 'Yes, from next quarter' }) as HTMLInputElement;
    expect(later.checked).toBe(true);
    expect((within(office).getByRole('checkbox', { name: 'No' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(later);

    const notice = screen.getByRole('group', { name: 'What is your notice period, in days?' });
    expect((within(notice).getByLabelText('Highest accepted') as HTMLInputElement).value).toBe('60');
    const portfolio = screen.getByRole('group', { name: 'Link to your portfolio or GitHub profile' });
    expect(portfolio.textContent).toContain('cannot set applicants aside');
    const weight = within(portfolio).getByLabelText('Weight in the screening score');
    fireEvent.focus(weight);
    fireEvent.change(weight, { target: { value: '4' } });

    fireEvent.click(screen.getByRole('button', { name: 'Save screening' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.rules).toEqual([
      { keyNm: 'noticePeriodDays', weight: 2, min: 0, max: 60 },
      { keyNm: 'portfolioUrl', weight: 4 },
      { keyNm: 'officeDays', weight: 3, acceptedValues: ['yes'] },
    ]);
  });
});

describe('the "Did not meet requirements" list', () => {
  it('lists the set-aside applications by score with what they missed, and brings one back', async () => {
    const mock = getListApplicationsResponseMock();
    const base = mock.data.items[0] as Application;
    let items: Application[] = [{ ...base, screening: { score: 40, setAside: true, failed: ['officeDays'] } }];
    const queries: ApplicationListQuery[] = [];
    const brought: string[] = [];
    server.use(
      getListApplicationsMockHandler(async ({ request }) => {
        queries.push((await request.json()) as ApplicationListQuery);
        return {
          ...mock,
          data: { ...mock.data, items, pagination: { page: 1, limit: 50, total: items.length, totalPages: 1 } },
        };
      }),
      getBringBackApplicationMockHandler(({ params }) => {
        brought.push(String(params.id));
        items = [];
        return getBringBackApplicationResponseMock();
      }),
    );
    await renderWithRouter(<SetAsideList jobId={JOB} labels={{ officeDays: 'Office three days a week' }} />);
    const list = await screen.findByRole('list', { name: 'Did not meet requirements' });
    const row = within(list).getByRole('listitem');
    expect(row.textContent).toContain('Arjun Mehta');
    expect(row.textContent).toContain('Did not meet: Office three days a week');
    expect(row.textContent).toContain('Score 40');
    expect(queries[0]).toMatchObject({
      jobId: JOB,
      screening: 'set_aside',
      sortBy: 'screeningScore',
      sortOrder: 'desc',
    });

    fireEvent.click(within(row).getByRole('button', { name: 'Bring back Arjun Mehta' }));
    expect(await screen.findByText('Everyone met the requirements')).toBeTruthy();
    expect(brought).toEqual([base._id]);
  });
});
