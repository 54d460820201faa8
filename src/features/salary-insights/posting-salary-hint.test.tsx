import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GetSalaryInsightsParams, SalaryInsights } from '@generated/api/model';
import {
  getGetSalaryInsightsMockHandler,
  getGetSalaryInsightsResponseMock,
} from '@generated/api/salary-insights/salary-insights.msw';
import { renderWithProviders } from '@/test/render';
import { PostingSalaryHint, type SalaryHintProps } from './posting-salary-hint';
import { employerLicence, setupInsightsTest, signInAsEmployer } from './test/setup-api';

const { server, onFailure } = setupInsightsTest();
const example = getGetSalaryInsightsResponseMock();
const CATEGORY = '5adf388d-3268-4f1c-90cd-e3654d75d9e6';
const PUNE = { id: '6efd2f62-f293-435c-b96c-9e15c9d451a3', nm: 'Pune' };
const INDIA = { id: '710732f1-3094-435a-ad24-0c5310b77e9b', nm: 'India' };

function serve(data: Partial<SalaryInsights> = {}) {
  const asked: GetSalaryInsightsParams[] = [];
  server.use(
    getGetSalaryInsightsMockHandler(({ request }) => {
      asked.push(Object.fromEntries(new URL(request.url).searchParams) as GetSalaryInsightsParams);
      return { ...example, data: { ...example.data, ...data } };
    }),
  );
  return asked;
}

function hint(overrides: Partial<SalaryHintProps> = {}) {
  const props: SalaryHintProps = {
    title: 'Senior Frontend Engineer',
    categoryId: CATEGORY,
    location: { locationType: 'CITY', city: PUNE, state: null, country: INDIA, address: null },
    currencyCode: 'INR',
    period: 'MONTHLY',
    onUseRange: vi.fn(),
    ...overrides,
  };
  return { props, ...renderWithProviders(<PostingSalaryHint {...props} />) };
}

describe('the salary hint while posting', () => {
  it('says what jobs like this pay, and offers the middle half as the range', async () => {
    signInAsEmployer();
    const asked = serve();
    const { props } = hint();
    const status = await screen.findByRole('status');
    await waitFor(() =>
      expect(status.textContent).toContain(
        'Jobs like this pay ₹1,40,000 – ₹2,40,000 a month (median ₹1,85,000), based on 48 Software Development jobs in India.',
      ),
    );
    expect(asked).toEqual([
      {
        title: 'Senior Frontend Engineer',
        categoryId: CATEGORY,
        cityId: PUNE.id,
        countryId: INDIA.id,
        currencyCode: 'INR',
        period: 'MONTHLY',
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Use this range' }));
    expect(props.onUseRange).toHaveBeenCalledWith(140_000, 240_000);
  });

  it('asks by the category alone while the title is not one the board takes, and for remote jobs', async () => {
    signInAsEmployer();
    const asked = serve();
    hint({ title: '#1', location: { locationType: 'WFH', city: null, state: null, country: null, address: null } });
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toEqual({ categoryId: CATEGORY, remote: 'true', currencyCode: 'INR', period: 'MONTHLY' });
  });

  it('offers no range in another currency than the one chosen', async () => {
    signInAsEmployer();
    serve();
    hint({ currencyCode: 'USD' });
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status.textContent).toContain('₹1,85,000'));
    expect(screen.queryByRole('button', { name: 'Use this range' })).toBeNull();
  });

  it('says when there are not enough jobs like this to suggest a range', async () => {
    signInAsEmployer();
    serve({ enough: false, basis: null, distributions: [] });
    hint();
    const status = await screen.findByRole('status');
    await waitFor(() =>
      expect(status.textContent).toBe(
        'Not enough jobs like this on the board show their salary yet to suggest a range (it takes 5 jobs from 3 companies).',
      ),
    );
  });

  it('asks nothing and shows nothing when the company’s plan lacks the feature', async () => {
    signInAsEmployer();
    const asked = serve();
    let maps = 0;
    server.use(
      employerLicence(false, () => {
        maps += 1;
      }),
    );
    hint();
    await waitFor(() => expect(maps).toBe(1));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(asked).toEqual([]);
    expect(onFailure).not.toHaveBeenCalled();
  });
});
