import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getCompleteGoogleSignInMockHandler,
  getCompleteGoogleSignInResponseMock,
  getStartGoogleSignInMockHandler,
  getStartGoogleSignInResponseMock,
} from '@generated/api/auth/auth.msw';
import {
  getGetTenantSettingsMockHandler,
  getGetTenantSettingsResponseMock,
} from '@generated/api/board-settings/board-settings.msw';
import { getGetCustomFormMockHandler } from '@generated/api/forms/forms.msw';
import { useTenantSettingsOnFirstPage } from '@/lib/tenancy/tenant-settings';
import { getSession } from '@/lib/session/session';
import { LoginForm } from '../login/login-form';
import { RegisterForm } from '../register/register-form';
import { locationOf, renderScreens } from '../test/render';
import { setupAuthTest } from '../test/setup-api';
import { GoogleCallbackPage } from './google-callback-page';
import { googleRedirect } from './google-return';
import { SocialSignIn } from './social-sign-in';

const { server, onFailure } = setupAuthTest();
const CALLBACK = '*/client/api/v1/social-auth/google/callback';

/** The board's public settings: its plan's features and the providers it offers. */
function board(socialLogin: ('google' | 'linkedin')[], features = ['default', 'social_login']) {
  const settings = getGetTenantSettingsResponseMock();
  return getGetTenantSettingsMockHandler({ ...settings, data: { ...settings.data, features, socialLogin } });
}

/** Shares the settings' query with the button, so once it has read them the button has too. */
function SettingsRead() {
  return useTenantSettingsOnFirstPage().isSuccess ? <p>Settings read</p> : null;
}

const screens = {
  '/employer/login': () => (
    <>
      <LoginForm account="employer" socialSignIn={<SocialSignIn account="employer" intent="login" />} />
      <SettingsRead />
    </>
  ),
  '/employer/register': () => (
    <RegisterForm account="employer" socialSignIn={<SocialSignIn account="employer" intent="register" />} />
  ),
  '/jobsseekers/login': () => (
    <LoginForm account="candidate" socialSignIn={<SocialSignIn account="candidate" intent="login" />} />
  ),
  '/google-sign-in': GoogleCallbackPage,
  '/jobsseekers/profile-setup': () => <p>Profile setup</p>,
};

afterEach(() => vi.restoreAllMocks());

describe('Continue with Google', () => {
  it.each([
    ['/employer/login', 'employer/login'],
    ['/employer/register', 'employer/register'],
    ['/jobsseekers/login', 'candidate/login'],
  ])('on %s asks for the %s URL and sends the browser to Google', async (path, asks) => {
    const assign = vi.spyOn(googleRedirect, 'assign').mockImplementation(() => undefined);
    const asked: string[] = [];
    server.use(
      board(['google']),
      // The registration page asks for the board's own sign-up questions.
      getGetCustomFormMockHandler(),
      getStartGoogleSignInMockHandler(({ request }) => {
        asked.push(new URL(request.url).pathname);
        return getStartGoogleSignInResponseMock();
      }),
    );
    renderScreens(screens, path);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith(getStartGoogleSignInResponseMock().data.authorizationUrl);
    expect(asked).toEqual([`/client/api/v1/social-auth/google/${asks}`]);
    // One divider under the providers, then the form.
    expect(screen.getAllByText(/^or (use|sign up with) your e-mail$/)).toHaveLength(1);
  });

  it('is not offered when the board has no Google client', async () => {
    server.use(board([]));
    renderScreens(screens, '/employer/login');
    expect(await screen.findByText('Settings read')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    expect(screen.queryByText('or use your e-mail')).toBeNull();
  });

  it('says why when the start is refused, and stays on the page', async () => {
    const assign = vi.spyOn(googleRedirect, 'assign').mockImplementation(() => undefined);
    server.use(
      board(['google']),
      http.get('*/client/api/v1/social-auth/google/:role/:intent', () =>
        HttpResponse.json(
          { code: 'ERROR', message: 'Google sign-in is not set up on this site', data: null },
          { status: 404 },
        ),
      ),
    );
    renderScreens(screens, '/employer/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Google sign-in is not set up on this site');
    expect(assign).not.toHaveBeenCalled();
    expect(onFailure).not.toHaveBeenCalled();
  });
});

describe('coming back from Google', () => {
  it('finishes the sign-in once, keeps the session and sends a new account to its setup', async () => {
    const bodies: unknown[] = [];
    server.use(
      board(['google']),
      getCompleteGoogleSignInMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return getCompleteGoogleSignInResponseMock();
      }),
    );
    const { router } = renderScreens(screens, '/google-sign-in?code=4%2F0AeanS0b&state=gc_7QfM2xR9&scope=email');
    expect((await screen.findByRole('status')).textContent).toContain('Checking your Google account');
    await waitFor(() => expect(locationOf(router).pathname).toBe('/jobsseekers/profile-setup'));
    expect(bodies).toEqual([{ code: '4/0AeanS0b', state: 'gc_7QfM2xR9' }]);
    expect(getSession()?.token).toBe(getCompleteGoogleSignInResponseMock().data.token);
  });

  it("shows the server's refusal with the way back to the employer login", async () => {
    let calls = 0;
    server.use(
      board(['google']),
      http.post(CALLBACK, () => {
        calls++;
        return HttpResponse.json(
          { code: 'ERROR', message: 'Your Google e-mail address is not verified', data: null },
          { status: 400 },
        );
      }),
    );
    renderScreens(screens, '/google-sign-in?code=c&state=ge_abc');
    expect((await screen.findByRole('alert')).textContent).toContain('not verified');
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe('/employer/login');
    expect(calls).toBe(1);
    expect(getSession()).toBeNull();
  });

  it('says the user cancelled at Google without calling the server or echoing its text', async () => {
    let calls = 0;
    server.use(
      board(['google']),
      http.post(CALLBACK, () => {
        calls++;
        return HttpResponse.error();
      }),
    );
    renderScreens(screens, '/google-sign-in?error=access_denied&error_description=Call%200800&state=gc_x');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You cancelled signing in with Google.');
    expect(alert.textContent).not.toContain('0800');
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe('/jobsseekers/login');
    expect(calls).toBe(0);
  });
});
