import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getCompleteLinkedInSignInMockHandler,
  getCompleteLinkedInSignInResponseMock,
  getStartLinkedInSignInMockHandler,
  getStartLinkedInSignInResponseMock,
} from '@generated/api/auth/auth.msw';
import {
  getGetTenantSettingsMockHandler,
  getGetTenantSettingsResponseMock,
} from '@generated/api/board-settings/board-settings.msw';
import { useFeature } from '@/lib/plans/use-feature';
import { getSession } from '@/lib/session/session';
import { LoginForm } from '../login/login-form';
import { RegisterForm } from '../register/register-form';
import { locationOf, renderScreens } from '../test/render';
import { setupAuthTest } from '../test/setup-api';
import { LinkedInCallback } from './linkedin-callback';
import { linkedInRedirect } from './linkedin-return';
import { LinkedInSignIn } from './linkedin-sign-in';

const { server, onFailure } = setupAuthTest();
const CALLBACK = '*/client/api/v1/social-auth/linkedin/callback';

function boardFeatures(features: string[]) {
  const settings = getGetTenantSettingsResponseMock();
  return getGetTenantSettingsMockHandler({ ...settings, data: { ...settings.data, features } });
}

const screens = {
  '/jobsseekers/login': () => (
    <LinkedInCallback>
      <LoginForm account="candidate" socialSignIn={<LinkedInSignIn intent="login" />} />
    </LinkedInCallback>
  ),
  '/jobsseekers/register': () => (
    <RegisterForm account="candidate" socialSignIn={<LinkedInSignIn intent="register" />} />
  ),
  '/jobsseekers/profile-setup': () => <p>Profile setup</p>,
};

afterEach(() => vi.restoreAllMocks());

describe('Continue with LinkedIn', () => {
  it.each([
    ['/jobsseekers/login', 'login'],
    ['/jobsseekers/register', 'register'],
  ])('on %s asks for the %s URL and sends the browser to LinkedIn', async (path, intent) => {
    const assign = vi.spyOn(linkedInRedirect, 'assign').mockImplementation(() => undefined);
    const asked: string[] = [];
    server.use(
      boardFeatures(['default', 'social_login', 'sso_linkedin']),
      getStartLinkedInSignInMockHandler(({ request }) => {
        asked.push(new URL(request.url).pathname);
        return getStartLinkedInSignInResponseMock();
      }),
    );
    renderScreens(screens, path);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with LinkedIn' }));

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith(getStartLinkedInSignInResponseMock().data.authorizationUrl);
    expect(asked).toEqual([`/client/api/v1/candidate/linkedin/${intent}`]);
  });

  it("is not offered when the board's plan lacks social_login", async () => {
    const settings = getGetTenantSettingsResponseMock();
    let served = false;
    server.use(
      getGetTenantSettingsMockHandler(() => {
        served = true;
        return { ...settings, data: { ...settings.data, features: ['default', 'chat'] } };
      }),
    );
    renderScreens(screens, '/jobsseekers/login');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    await waitFor(() => expect(served).toBe(true));
    // The answer is rendered on a later tick than the one that served it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Continue with LinkedIn' })).toBeNull();
  });

  it("is not offered when the board's plan has social sign-in but not LinkedIn's (sso_linkedin)", async () => {
    server.use(boardFeatures(['default', 'social_login']));
    // Shares the plan's query with the button, so once it has read the plan the button has too.
    function PlanRead() {
      return useFeature('sso_linkedin').isLoading ? null : <p>Plan read</p>;
    }
    renderScreens(
      {
        '/jobsseekers/login': () => (
          <>
            <LoginForm account="candidate" socialSignIn={<LinkedInSignIn intent="login" />} />
            <PlanRead />
          </>
        ),
      },
      '/jobsseekers/login',
    );
    expect(await screen.findByText('Plan read')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue with LinkedIn' })).toBeNull();
  });

  it('says why when the board has not set LinkedIn up, and stays on the page', async () => {
    const assign = vi.spyOn(linkedInRedirect, 'assign').mockImplementation(() => undefined);
    server.use(
      boardFeatures(['social_login', 'sso_linkedin']),
      http.get('*/client/api/v1/candidate/linkedin/:intent', () =>
        HttpResponse.json(
          { code: 'ERROR', message: 'LinkedIn sign-in is not set up on this site', data: null },
          { status: 404 },
        ),
      ),
    );
    renderScreens(screens, '/jobsseekers/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with LinkedIn' }));

    expect((await screen.findByRole('alert')).textContent).toContain('LinkedIn sign-in is not set up on this site');
    expect(assign).not.toHaveBeenCalled();
    expect(onFailure).not.toHaveBeenCalled();
  });
});

describe('coming back from LinkedIn to the login page', () => {
  it('finishes the sign-in once, keeps the session and sends a new account to the profile setup', async () => {
    const bodies: unknown[] = [];
    server.use(
      boardFeatures(['social_login', 'sso_linkedin']),
      getCompleteLinkedInSignInMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return getCompleteLinkedInSignInResponseMock();
      }),
    );
    const { router } = renderScreens(screens, '/jobsseekers/login?code=AQTr8pX2&state=lk_7QfM2xR9&iss=x');
    expect((await screen.findByRole('status')).textContent).toContain('Checking your LinkedIn account');

    await waitFor(() => expect(locationOf(router).pathname).toBe('/jobsseekers/profile-setup'));
    expect(bodies).toEqual([{ code: 'AQTr8pX2', state: 'lk_7QfM2xR9' }]);
    expect(getSession()?.token).toBe(getCompleteLinkedInSignInResponseMock().data.token);
    expect(getSession()?.user.email).toBe('priya.sharma@gmail.com');
  });

  it("shows the server's refusal above the LinkedIn button, with the login form back", async () => {
    let calls = 0;
    server.use(
      boardFeatures(['social_login', 'sso_linkedin']),
      http.post(CALLBACK, () => {
        calls++;
        return HttpResponse.json(
          {
            code: 'ERROR',
            message: 'This LinkedIn sign-in has expired or was already used, please start again',
            data: null,
          },
          { status: 400 },
        );
      }),
    );
    renderScreens(screens, '/jobsseekers/login?code=old&state=lk_spent');

    expect((await screen.findByRole('alert')).textContent).toContain('expired or was already used');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Continue with LinkedIn' })).toBeTruthy();
    expect(calls).toBe(1);
    expect(getSession()).toBeNull();
  });

  it('says the member cancelled at LinkedIn, without calling the server or echoing its text', async () => {
    let calls = 0;
    server.use(
      boardFeatures(['social_login', 'sso_linkedin']),
      http.post(CALLBACK, () => {
        calls++;
        return HttpResponse.error();
      }),
    );
    renderScreens(
      screens,
      '/jobsseekers/login?error=user_cancelled_login&error_description=Call%200800%20now&state=lk_7QfM2xR9',
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You cancelled signing in with LinkedIn.');
    expect(alert.textContent).not.toContain('0800');
    expect(await screen.findByRole('button', { name: 'Continue with LinkedIn' })).toBeTruthy();
    expect(calls).toBe(0);
  });
});
