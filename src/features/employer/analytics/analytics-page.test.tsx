import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetTenantSettingsResponseMock } from '@generated/api/board-settings/board-settings.msw';
import {
  getGetEmployerAnalyticsByMonthResponseMock,
  getGetEmployerAnalyticsCountResponseMock,
} from '@generated/api/employer/employer.msw';
import type { EmployerAnalyticsMonth, EmployerAnalyticsMonthQuery } from '@generated/api/model';
import { configureHttp } from '@/lib/api/http';
import { renderWithRouter } from '@/test/render';
import { AnalyticsPage } from './analytics-page';
import { quietMonth } from './test-months';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() =>
  configureHttp({
    origin: 'http://jobs.test',
    getToken: () => 'token',
    getAdminId: () => null,
    onFailure: () => undefined,
  }),
);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const NOW = new Date(Date.UTC(2026, 4, 20));
const BY_MONTH = '*/client/api/v1/employer-analytics/get-by-month';
const COUNT = '*/client/api/v1/employer-analytics/get-count';
const SETTINGS = '*/client/api/v1/settings/get-settings';

/** The contract's example: three months (Mar–May 2026) and one top job. */
function answer({
  months = getGetEmployerAnalyticsByMonthResponseMock().data,
  features = ['default', 'analytics_export'],
}: { months?: EmployerAnalyticsMonth[]; features?: string[] } = {}) {
  const bodies: EmployerAnalyticsMonthQuery[] = [];
  const settings = getGetTenantSettingsResponseMock();
  server.use(
    http.post(BY_MONTH, async ({ request }) => {
      bodies.push((await request.json()) as EmployerAnalyticsMonthQuery);
      return HttpResponse.json({ code: 'SUCCESS', message: 'Success', data: months });
    }),
    http.get(COUNT, () => HttpResponse.json(getGetEmployerAnalyticsCountResponseMock())),
    http.get(SETTINGS, () => HttpResponse.json({ ...settings, data: { ...settings.data, features } })),
  );
  return bodies;
}

const kpi = (name: RegExp) => screen.findByRole('listitem', { name });

describe('employer analytics page', () => {
  it('shows the KPIs of the range, asking for the last 12 months', async () => {
    const bodies = answer();
    await renderWithRouter(<AnalyticsPage now={NOW} />, { path: '/employer/analytics' });
    // 3975 + 3410 + 4820 views, 241 + 198 + 312 applications, 3 + 5 + 4 hires.
    expect(await kpi(/^Job views: 12,205$/)).toBeTruthy();
    expect(await kpi(/^Applications: 751$/)).toBeTruthy();
    expect(await kpi(/^Hires: 12$/)).toBeTruthy();
    expect(await kpi(/^View → apply: 6\.2%$/)).toBeTruthy();
    // (6.2 + 4.8 + 5.5) / 3 = 5.5 h; (27·3 + 21.5·5 + 23.4·4) / 12 = 23.5 days.
    expect(await kpi(/^Time to first applicant: 5\.5 h$/)).toBeTruthy();
    expect(await kpi(/^Time to hire: 23\.5 days$/)).toBeTruthy();
    expect(bodies[0]).toEqual({ from: '2025-06', to: '2026-05' });
  });

  it('shows the funnel as a table with each step conversion', async () => {
    answer();
    await renderWithRouter(<AnalyticsPage now={NOW} />);
    const funnel = await screen.findByRole('figure', { name: 'Hiring funnel' });
    const toggle = within(funnel).getByRole('button', { name: 'Show as table' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const table = within(funnel).getByRole('table', { name: 'Hiring funnel' });
    const row = (step: string) =>
      within(table).getByRole('rowheader', { name: step }).closest('tr')?.textContent?.replace(/\s+/g, ' ');
    expect(row('Job views')).toBe('Job views12,205——');
    // 1,293 apply starts of 12,205 views; 751 applications of 1,293 starts; 12 hires of 50 interviewed.
    expect(row('Apply starts')).toBe('Apply starts1,29311%11%');
    expect(row('Applications')).toBe('Applications75158%6.2%');
    expect(row('Hired')).toBe('Hired1224%0.1%');
  });

  it('reports on one job chosen in the top jobs table', async () => {
    const bodies = answer();
    await renderWithRouter(<AnalyticsPage now={NOW} />);
    const job = await screen.findByRole('button', { name: 'Warehouse Operations Manager' });
    expect(job.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(job);
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({ from: '2025-06', to: '2026-05', jobId: '6ca76350-0a64-45be-84fb-01c3f21354c8' }),
    );
    expect(screen.getByRole('button', { name: 'Warehouse Operations Manager' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('asks for the chosen preset range', async () => {
    const bodies = answer();
    await renderWithRouter(<AnalyticsPage now={NOW} />);
    await kpi(/^Hires/);
    fireEvent.click(screen.getByRole('radio', { name: '3 months' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ from: '2026-03', to: '2026-05' }));
  });

  it('exports the months as CSV', async () => {
    answer();
    const blobs: Blob[] = [];
    const create = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:analytics';
    });
    const revoke = vi.fn();
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    try {
      await renderWithRouter(<AnalyticsPage now={NOW} />);
      await kpi(/^Hires/);
      fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      expect(click).toHaveBeenCalledOnce();
      const link = click.mock.contexts[0] as HTMLAnchorElement;
      expect(link.download).toBe('analytics-2025-06-to-2026-05.csv');
      const lines = (await (blobs[0] ?? new Blob()).text()).split('\r\n');
      expect(lines[0]).toMatch(/^month,jobsPosted,jobViews,applyStarts,applications,/);
      expect(lines[1]).toBe('2026-03,4,3975,402,241,44,17,3,81,118,26,130,51,38,7,15,6.2,27');
      expect(lines).toHaveLength(5);
    } finally {
      click.mockRestore();
      Object.assign(URL, { createObjectURL: original.create, revokeObjectURL: original.revoke });
    }
  });

  it('offers no export on plans without analytics_export', async () => {
    answer({ features: ['default'] });
    await renderWithRouter(<AnalyticsPage now={NOW} />);
    await kpi(/^Hires/);
    expect(await screen.findByText(/comes with the Premium plan/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });

  it('explains a 403 with the server message', async () => {
    answer();
    const forbidden = { code: 'FORBIDDEN', message: 'Your plan does not include employer analytics', data: null };
    server.use(
      http.post(BY_MONTH, () => HttpResponse.json(forbidden, { status: 403 })),
      http.get(COUNT, () => HttpResponse.json(forbidden, { status: 403 })),
    );
    await renderWithRouter(<AnalyticsPage now={NOW} />);
    expect(await screen.findByRole('heading', { name: 'Analytics are not available to you' })).toBeTruthy();
    expect(screen.getByText(/Your plan does not include employer analytics/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/employer/pricing-and-plans');
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('explains what will appear when nothing happened yet', async () => {
    const empty = getGetEmployerAnalyticsByMonthResponseMock().data.map((m) => quietMonth(m.month));
    answer({ months: empty });
    await renderWithRouter(<AnalyticsPage now={NOW} />);
    expect(await screen.findByRole('heading', { name: 'No activity yet' })).toBeTruthy();
    expect(screen.getByText(/views, applications and hires month by month/)).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('offers a retry when the months fail to load', async () => {
    answer();
    let fail = true;
    server.use(
      http.post(BY_MONTH, () =>
        fail
          ? HttpResponse.json({ code: 'ERROR', message: 'Server down', data: null }, { status: 500 })
          : HttpResponse.json(getGetEmployerAnalyticsByMonthResponseMock()),
      ),
    );
    await renderWithRouter(<AnalyticsPage now={NOW} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not load the analytics')).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await kpi(/^Hires: 12$/)).toBeTruthy();
  });
});
