import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getGetTenantSettingsMockHandler,
  getGetTenantSettingsResponseMock,
} from '@generated/api/board-settings/board-settings.msw';
import {
  getListCompanyReviewsMockHandler,
  getListCompanyReviewsResponseMock,
  getUpdateReviewMockHandler,
  getUpdateReviewResponseMock,
} from '@generated/api/reviews/reviews.msw';
import { getCreateReviewUrl } from '@generated/api/reviews/reviews';
import { getGetLicenceMapMockHandler, getGetLicenceMapResponseMock } from '@generated/api/payments/payments.msw';
import type { Review, ReviewListQuery, ReviewUpdateInput } from '@generated/api/model';
import { configureHttp } from '@/lib/api/http';
import { clearStoredSession, getSession, setSession } from '@/lib/session/session';
import { renderWithProviders } from '@/test/render';
import { CompanyReviews } from './company-reviews';
import { EmployerReviewsTab } from './employer-reviews-tab';

const server = setupServer();
const onFailure = vi.fn();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  onFailure.mockReset();
  configureHttp({ origin: 'http://jobs.test', getToken: () => 'token', getAdminId: () => null, onFailure });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearStoredSession();
});
afterAll(() => server.close());

const listed = getListCompanyReviewsResponseMock();
const COMPANY = listed.data.items[0]?.companyId ?? '';

function boardFeatures(features: string[]) {
  const settings = getGetTenantSettingsResponseMock();
  server.use(getGetTenantSettingsMockHandler({ ...settings, data: { ...settings.data, features } }));
}

function signIn(role: 'candidate' | 'employer') {
  setSession('token', {
    firstName: 'Priya',
    lastName: 'Raghavan',
    email: 'priya@example.com',
    role,
    companyName: null,
  });
  const map = getGetLicenceMapResponseMock();
  server.use(getGetLicenceMapMockHandler({ ...map, data: { ...map.data, company_reviews: true } }));
}

/** Lists `items` for a company; without companyId, a job seeker's own and an employer's all. */
function listing(items: Review[] = listed.data.items, seen: ReviewListQuery[] = []) {
  const role = getSession()?.user.role;
  server.use(
    getListCompanyReviewsMockHandler(async ({ request }) => {
      const body = (await request.json()) as ReviewListQuery;
      seen.push(body);
      const mine = body.companyId || role === 'employer' ? items : items.filter((r) => r.isMine);
      return { ...listed, data: { ...listed.data, items: mine } };
    }),
  );
  return seen;
}

describe('reviews on a company profile', () => {
  it('shows the average, the count capped at 50+, the bars, the reviews with the reply, and sorts', async () => {
    boardFeatures(['company_reviews']);
    const seen = listing();
    renderWithProviders(<CompanyReviews companyId={COMPANY} companyName="Northwind Logistics" />);
    const section = await screen.findByRole('region', { name: 'Reviews of Northwind Logistics' });
    const summary = await within(section).findByTestId('review-summary');
    expect(within(summary).getByText('4.2')).toBeTruthy();
    expect(within(summary).getByText('50+ reviews')).toBeTruthy();
    expect(within(summary).getByText('5 stars: 24 reviews')).toBeTruthy();
    const reviews = within(section).getAllByRole('article');
    expect(reviews).toHaveLength(2);
    expect(within(reviews[0] as HTMLElement).getByText(/peak-season shifts are capped/)).toBeTruthy();
    expect(within(reviews[1] as HTMLElement).getByText('Anonymous')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Write a review' })).toBeNull();

    fireEvent.click(within(section).getByRole('radio', { name: 'Best rated' }));
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ companyId: COMPANY, sortBy: 'rating', page: 1 }));
  });

  it('is left out when the board’s plan has no company reviews', async () => {
    boardFeatures(['job_posting']);
    const seen = listing();
    renderWithProviders(<CompanyReviews companyId={COMPANY} companyName="Northwind" />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region')).toBeNull();
    expect(seen).toHaveLength(0);
  });

  it('lets a job seeker write a review, checks it first, and shows the refusal of a second one', async () => {
    signIn('candidate');
    listing();
    let sent: unknown = null;
    server.use(
      http.post(`*${getCreateReviewUrl()}`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          { code: 'ALREADY_EXIST', message: 'You have already reviewed this company', data: null },
          { status: 409 },
        );
      }),
    );
    renderWithProviders(<CompanyReviews companyId={COMPANY} companyName="Northwind Logistics" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Write a review' }));
    const form = await screen.findByRole('form', { name: 'Write a review' });
    fireEvent.click(within(form).getByRole('button', { name: 'Post review' }));
    expect(await within(form).findByText('Choose from 1 to 5 stars')).toBeTruthy();
    expect(within(form).getByText('Write a headline of at least 5 characters')).toBeTruthy();
    expect(sent).toBeNull();

    const stars = within(form).getByRole('group', { name: /Overall rating/ });
    fireEvent.click(within(stars).getByRole('radio', { name: /^4 stars out of 5/ }));
    fireEvent.change(within(form).getByLabelText(/Headline/), { target: { value: 'Fair pay, slow tools' } });
    fireEvent.change(within(form).getByLabelText(/^Pros/), { target: { value: 'Salaries are paid on time.' } });
    fireEvent.change(within(form).getByLabelText(/^Cons/), { target: { value: 'The scanners are very old.' } });
    fireEvent.click(within(form).getByRole('radio', { name: 'I used to work there' }));
    fireEvent.click(within(form).getByRole('switch', { name: /Post anonymously/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Post review' }));

    expect(await within(form).findByText('You have already reviewed this company')).toBeTruthy();
    expect(sent).toEqual({
      companyId: COMPANY,
      rating: 4,
      title: 'Fair pay, slow tools',
      pros: 'Salaries are paid on time.',
      cons: 'The scanners are very old.',
      employmentStatus: 'former',
      isAnonymous: true,
    });
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('marks the job seeker’s own review with edit and delete instead of Write a review', async () => {
    signIn('candidate');
    const [first, second] = listed.data.items as [Review, Review];
    listing([first, { ...second, isMine: true, status: 'pending' }]);
    renderWithProviders(<CompanyReviews companyId={COMPANY} companyName="Northwind Logistics" />);
    expect(await screen.findByRole('button', { name: 'Edit your review' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Write a review' })).toBeNull();
    const own = screen.getByRole('article', { name: second.title });
    expect(within(own).getByText('Your review')).toBeTruthy();
    expect(within(own).getByText('Awaiting approval')).toBeTruthy();
    expect(within(own).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(within(screen.getByRole('article', { name: first.title })).queryByRole('button')).toBeNull();
  });
});

describe('the employer’s reviews tab', () => {
  it('lists the company’s reviews and posts one reply, then offers to remove it', async () => {
    signIn('employer');
    const [answered, open] = listed.data.items as [Review, Review];
    const seen = listing();
    const sent: ReviewUpdateInput[] = [];
    server.use(
      getUpdateReviewMockHandler(async ({ request }) => {
        sent.push((await request.json()) as ReviewUpdateInput);
        return getUpdateReviewResponseMock();
      }),
    );
    renderWithProviders(<EmployerReviewsTab />);
    const card = await screen.findByRole('article', { name: open.title });
    expect(seen[0]?.companyId).toBeUndefined();
    expect(within(screen.getByRole('article', { name: answered.title })).getByText('Your reply')).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: answered.title })).getByRole('button', { name: 'Remove reply' }),
    ).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Reply' }));
    const reply = within(card).getByLabelText(/Your public reply/);
    await waitFor(() => expect(document.activeElement).toBe(reply));
    fireEvent.change(reply, { target: { value: 'Thank you. New scanners arrive in March.' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(sent).toEqual([{ reply: 'Thank you. New scanners arrive in March.' }]));
  });
});
