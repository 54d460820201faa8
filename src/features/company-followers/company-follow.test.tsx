import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  getFollowCompanyMockHandler,
  getFollowCompanyResponseMock,
  getGetCompanyFollowStateMockHandler,
  getGetCompanyFollowStateResponseMock,
  getUnfollowCompanyMockHandler,
  getUnfollowCompanyResponseMock,
} from '@generated/api/company-followers/company-followers.msw';
import type { CompanyFollowState } from '@generated/api/model';
import { getGetLicenceMapMockHandler, getGetLicenceMapResponseMock } from '@generated/api/payments/payments.msw';
import { renderWithRouter } from '@/test/render';
import { CompanyFollow } from './company-follow';
import { setupFeatureTest } from '@/test/feature-test';

const { server, plan, signIn } = setupFeatureTest('company_followers');
const COMPANY = '4c5d6e7f-8a9b-4c0d-9e1f-2a3b4c5d6e7f';

function state(s: Partial<CompanyFollowState>) {
  const base = getGetCompanyFollowStateResponseMock();
  return { ...base, data: { ...base.data, ...s } };
}

const render = () => renderWithRouter(<CompanyFollow companyId={COMPANY} companyName="Northwind Logistics" />);

describe('following a company from its page', () => {
  it('lets a candidate follow and unfollow, with the count kept up to date', async () => {
    plan(true);
    signIn('candidate');
    const calls: string[] = [];
    server.use(
      getGetCompanyFollowStateMockHandler(state({ followers: 41, following: false })),
      getFollowCompanyMockHandler(({ request }) => {
        calls.push(`PUT ${new URL(request.url).pathname}`);
        const answer = getFollowCompanyResponseMock();
        return { ...answer, data: { ...answer.data, companyId: COMPANY, followers: 42, following: true } };
      }),
      getUnfollowCompanyMockHandler(({ request }) => {
        calls.push(`DELETE ${new URL(request.url).pathname}`);
        const answer = getUnfollowCompanyResponseMock();
        return { ...answer, data: { ...answer.data, companyId: COMPANY, followers: 41, following: false } };
      }),
    );
    await render();
    const follow = await screen.findByRole('button', { name: 'Follow Northwind Logistics' });
    expect(follow.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('41 followers')).toBeTruthy();

    fireEvent.click(follow);
    const following = await screen.findByRole('button', { name: 'Following Northwind Logistics' });
    expect(following.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('42 followers')).toBeTruthy();

    fireEvent.click(following);
    await screen.findByRole('button', { name: 'Follow Northwind Logistics' });
    expect(screen.getByText('41 followers')).toBeTruthy();
    expect(calls).toEqual([
      `PUT /client/api/v1/company-followers/follow/${COMPANY}`,
      `DELETE /client/api/v1/company-followers/follow/${COMPANY}`,
    ]);
  });

  it('offers a guest to log in, and shows the company’s own employer the count only', async () => {
    plan(true);
    server.use(getGetCompanyFollowStateMockHandler(state({ followers: 1, following: null })));
    const guest = await render();
    const login = await screen.findByRole('link', { name: 'Log in to follow Northwind Logistics' });
    expect(login.getAttribute('href')).toBe('/jobsseekers/login');
    expect(screen.getByText('1 follower')).toBeTruthy();
    guest.unmount();

    signIn('employer');
    await render();
    expect(await screen.findByText('1 follower')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows nothing and asks nothing where the board’s plan has no company followers', async () => {
    plan(false);
    signIn('candidate');
    let asked = 0;
    let planRead = false;
    const map = getGetLicenceMapResponseMock();
    server.use(
      getGetCompanyFollowStateMockHandler(() => {
        asked++;
        return state({});
      }),
      getGetLicenceMapMockHandler(() => {
        planRead = true;
        return { ...map, data: { ...map.data, company_followers: false } };
      }),
    );
    const { queryClient } = await render();
    await waitFor(() => expect(planRead).toBe(true));
    // Once the plan's answer is in and nothing more is asked, the control still shows nothing.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByText(/follower/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(asked).toBe(0);
  });
});
