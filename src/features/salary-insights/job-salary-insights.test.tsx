import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getGetJobSalaryInsightsMockHandler,
  getGetJobSalaryInsightsResponseMock,
} from '@generated/api/salary-insights/salary-insights.msw';
import type { SalaryInsights } from '@generated/api/model';
import { renderWithProviders } from '@/test/render';
import { JobSalaryInsights } from './job-salary-insights';
import {
  getGetTenantSettingsMockHandler,
  getGetTenantSettingsResponseMock,
} from '@generated/api/board-settings/board-settings.msw';
import { setupInsightsTest } from './test/setup-api';

const { server, onFailure } = setupInsightsTest();
const JOB = { _id: '2e815d37-448b-4a9e-b823-130fe2d5d95a' };
const example = getGetJobSalaryInsightsResponseMock();

function serve(data: Partial<SalaryInsights>) {
  const asked: string[] = [];
  server.use(
    getGetJobSalaryInsightsMockHandler(({ params }) => {
      asked.push(String(params.id));
      return { ...example, data: { ...example.data, ...data } };
    }),
  );
  return asked;
}

/** jsdom lays nothing out: the chart's container is given a size, or recharts draws nothing. */
function laidOut() {
  const box = { x: 0, y: 0, top: 0, left: 0, right: 360, bottom: 200, width: 360, height: 200 };
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ ...box, toJSON: () => box });
}
afterEach(() => vi.restoreAllMocks());

describe('salary insights on a job page', () => {
  it('shows what jobs like it pay as a chart with its table and a sentence', async () => {
    laidOut();
    const asked = serve({});
    const { container } = renderWithProviders(<JobSalaryInsights job={JOB} />);
    const figure = await screen.findByRole('figure', { name: 'Salary insights' });
    expect(asked).toEqual([JOB._id]);
    // The sentence is the figure's description: what a screen reader hears and everyone reads.
    expect(figure.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      within(figure).getByText(/^Half of 14 “Senior Frontend Engineer \(React\)” jobs in Bengaluru/).textContent,
    ).toBe(
      'Half of 14 “Senior Frontend Engineer (React)” jobs in Bengaluru (from 6 companies) pay less than ₹27,50,000 a year; the middle half pay ₹22,00,000 to ₹32,00,000.',
    );
    // The chart: five bars, each labelled with its amount (hidden from assistive technology).
    await waitFor(() => expect(container.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(5));
    expect(within(figure).getByText('₹39,00,000')).toBeTruthy();

    fireEvent.click(within(figure).getByRole('button', { name: 'Show as table' }));
    const table = within(figure).getByRole('table', { name: 'Salary insights' });
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')?.textContent;
    expect(within(table).getByRole('columnheader', { name: 'INR a year' })).toBeTruthy();
    expect(row('10th percentile')).toBe('10th percentile₹18,00,000');
    expect(row('Median')).toBe('Median₹27,50,000');
    expect(row('90th percentile')).toBe('90th percentile₹39,00,000');
    expect(row('Jobs')).toBe('Jobs14');
  });

  it('switches between the currencies jobs like it pay in', async () => {
    serve({
      period: 'HOURLY',
      distributions: [
        { currencyCode: 'USD', jobs: 9, companies: 4, p10: 18.5, p25: 21, median: 24.75, p75: 28, p90: 33 },
        { currencyCode: 'EUR', jobs: 5, companies: 3, p10: 17, p25: 19, median: 22, p75: 25, p90: 30 },
      ],
    });
    renderWithProviders(<JobSalaryInsights job={JOB} />);
    const figure = await screen.findByRole('figure', { name: 'Salary insights' });
    expect(
      within(figure).getByText(/pay less than \$24\.75 an hour; the middle half pay \$21 to \$28\.$/),
    ).toBeTruthy();
    const eur = within(figure).getByRole('button', { name: 'EUR' });
    expect(eur.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(eur);
    expect(eur.getAttribute('aria-pressed')).toBe('true');
    expect(within(figure).getByText(/^Half of 5 .* pay less than €22 an hour/)).toBeTruthy();
  });

  it('says only that there is not enough data below the minimum', async () => {
    serve({ enough: false, basis: null, distributions: [] });
    renderWithProviders(<JobSalaryInsights job={JOB} />);
    const text = await screen.findByText(/Not enough jobs like this one show their salary yet/);
    expect(text.textContent).toContain('at least 5 jobs from 3 different companies');
    expect(screen.getByRole('region', { name: 'Salary insights' }).contains(text)).toBe(true);
    expect(screen.queryByRole('figure')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show as table' })).toBeNull();
  });

  it('asks nothing and shows nothing when the board’s plan lacks the feature', async () => {
    const asked = serve({});
    const settings = getGetTenantSettingsResponseMock();
    let features = 0;
    server.use(
      getGetTenantSettingsMockHandler(() => {
        features += 1;
        return { ...settings, data: { ...settings.data, features: ['default', 'chat'] } };
      }),
    );
    renderWithProviders(<JobSalaryInsights job={JOB} />);
    // The board's features arrive, and still nothing is asked or shown.
    await waitFor(() => expect(features).toBe(1));
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    expect(screen.queryByRole('figure')).toBeNull();
    expect(asked).toEqual([]);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('offers to try again when the insights cannot be read', async () => {
    server.use(http.get('*/client/api/v1/salary-insights/job/:id', () => HttpResponse.error()));
    renderWithProviders(<JobSalaryInsights job={JOB} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Salary insights could not be loaded.');
    serve({});
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('figure', { name: 'Salary insights' })).toBeTruthy();
  });
});
